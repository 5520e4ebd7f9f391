import { clip, SEO_LIMITS } from '@app/contract';
import { hashOf } from '../../lib/stable-hash';
import { fitSentences, formatCount, formatMoney, formatRating, pick, plainLine } from './text';
import {
  isBrandSubject,
  type SeoBrandSubject,
  type SeoDraft,
  type SeoItemSubject,
  type SeoSubject,
  type SiteVoice,
} from './text-generator';

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => (/[.!?…]$/.test(s) ? s : `${s}.`);
const firstSentence = (text: string) => plainLine(text).split(/(?<=[.!?])\s/)[0] ?? '';

/** The first title that fits, else the first clipped. */
const firstFitting = (candidates: string[], max: number) =>
  candidates.find((c) => c.length <= max) ?? clip(candidates[candidates.length - 1] ?? '', max);

function keywordsOf(parts: Array<string | null | undefined>): string {
  const seen = new Set<string>();
  for (const p of parts) {
    const k = plainLine(p ?? '')
      .toLowerCase()
      .replace(/[,;]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (k.length >= 2 && k.length <= 60) seen.add(k);
    if (seen.size >= SEO_LIMITS.keywords) break;
  }
  return [...seen].join(', ');
}

/** How the site closes a sentence about a record, varied per record. */
const closers = (site: string) => [
  `Compare it on ${site}.`,
  `Hand-picked by ${site}.`,
  `Prices and ratings on ${site}.`,
  `Reviewed and compared by ${site}.`,
  `See why ${site} lists it.`,
  `Found and explained by ${site}.`,
];

function itemSeo(s: SeoItemSubject, voice: SiteVoice, variant: number): SeoDraft {
  const h = hashOf(`${s.id}:${s.name}`) + variant;
  const byBrand =
    s.brandName && !s.name.toLowerCase().includes(s.brandName.toLowerCase()) ? ` by ${s.brandName}` : '';
  const leads = [
    `${s.name}${byBrand}.`,
    `Meet the ${s.name}${byBrand}.`,
    `Looking for the ${s.name}${byBrand}?`,
    `Discover the ${s.name}${byBrand}.`,
    `${s.name}${byBrand}, explained.`,
    `Shop the ${s.name}${byBrand}.`,
  ];
  const features = s.features.map(plainLine).filter((f) => f.length > 0 && f.length <= 70);
  const facts: string[] = [];
  if (features[0]) {
    facts.push(
      features[1] && (h >>> 3) % 2 === 0
        ? sentence(`${upper(features[0])}, ${lower(features[1])}`)
        : sentence(upper(features[0])),
    );
  }
  if (s.rating !== null && s.reviewCount > 0) {
    facts.push(
      pick(
        [
          `Rated ${formatRating(s.rating)} by ${formatCount(s.reviewCount)} shoppers.`,
          `${formatRating(s.rating)} from ${formatCount(s.reviewCount)} reviews.`,
          `Shoppers give it ${formatRating(s.rating)}.`,
        ],
        h >>> 5,
      ),
    );
  }
  if (s.priceMinor !== null) {
    const price = formatMoney(s.priceMinor, s.currency);
    facts.push(pick([`Priced at ${price}.`, `About ${price}.`, `From ${price}.`], h >>> 7));
  }
  const desc = firstSentence(s.description);
  if (desc && desc.length <= 110) facts.push(sentence(desc));
  // Rotate the facts so neighbours in a list do not read alike.
  const turn = facts.length > 0 ? (h >>> 9) % facts.length : 0;
  const ordered = [...facts.slice(turn), ...facts.slice(0, turn)];
  const description = fitSentences(
    [pick(leads, h), ...ordered, pick(closers(voice.title), h >>> 11)],
    SEO_LIMITS.description,
  );
  const title = firstFitting(
    [
      byBrand ? `${s.name} by ${s.brandName} | ${voice.title}` : `${s.name} | ${voice.title}`,
      byBrand ? `${s.name} by ${s.brandName}` : s.name,
      s.name,
    ],
    SEO_LIMITS.title,
  );
  const lastWords = s.name.split(/\s+/).slice(-2).join(' ');
  const keywords = keywordsOf([
    s.name,
    s.brandName,
    s.brandName && lastWords ? `${s.brandName} ${lastWords}` : null,
    ...features.slice(0, 3).map((f) => (f.length <= 40 ? f : null)),
    voice.title,
  ]);
  return { title, description, keywords, intro: null };
}

function brandSeo(s: SeoBrandSubject, voice: SiteVoice, variant: number): SeoDraft {
  const h = hashOf(`${s.id}:${s.name}`) + variant;
  const noun = s.kind === 'category' ? 'category' : 'brand';
  const count = s.itemCount === 1 ? '1 item' : `${formatCount(s.itemCount)} items`;
  const range =
    s.minPriceMinor !== null && s.maxPriceMinor !== null
      ? s.minPriceMinor === s.maxPriceMinor
        ? formatMoney(s.minPriceMinor, s.currency)
        : `${formatMoney(s.minPriceMinor, s.currency)} to ${formatMoney(s.maxPriceMinor, s.currency)}`
      : null;
  const top = s.topItems.filter((t) => t.rating !== null);
  const leads =
    s.itemCount > 0
      ? [
          `${s.name} on ${voice.title}: ${count} compared.`,
          `Explore ${count} from ${s.name}.`,
          `Every ${s.name} pick on ${voice.title} in one place.`,
          `Browse the ${s.name} ${noun}: ${count}.`,
        ]
      : [`${s.name} on ${voice.title}.`, `Discover the ${s.name} ${noun}.`];
  const facts: string[] = [];
  if (range) facts.push(`Prices ${range.includes(' to ') ? 'from ' : ''}${range}.`);
  if (top[0]) facts.push(`Top rated: ${top[0].name}.`);
  const desc = firstSentence(s.description);
  if (desc && desc.length <= 110) facts.push(sentence(desc));
  else if (voice.tagline) facts.push(sentence(voice.tagline));
  const description = fitSentences([pick(leads, h), ...facts], SEO_LIMITS.description);
  const title = firstFitting(
    [
      s.itemCount > 0 ? `${s.name}: ${count} compared | ${voice.title}` : `${s.name} | ${voice.title}`,
      `${s.name} | ${voice.title}`,
      s.name,
    ],
    SEO_LIMITS.title,
  );
  const keywords = keywordsOf([
    s.name,
    ...s.topItems.slice(0, 4).map((t) => t.name),
    `${s.name} ${noun === 'category' ? 'buying guide' : 'reviews'}`,
    voice.title,
  ]);

  const intro: string[] = [];
  if (s.itemCount > 0) {
    intro.push(
      s.kind === 'category'
        ? `The ${s.name} category of ${voice.title} gathers ${count}${range ? `, priced ${range.includes(' to ') ? 'from ' : 'at '}${range}` : ''}.`
        : `${voice.title} lists ${count} from ${s.name}${range ? `, priced ${range.includes(' to ') ? 'from ' : 'at '}${range}` : ''}.`,
    );
    if (top.length > 0) {
      const [first, ...others] = top.slice(0, 3);
      intro.push(
        `Shoppers rate ${first!.name} highest (${formatRating(first!.rating!)})${
          others.length > 0 ? `, followed by ${others.map((o) => o.name).join(' and ')}` : ''
        }.`,
      );
    }
  } else {
    intro.push(`${voice.title} is gathering the best of ${s.name}; check back soon for items.`);
  }
  intro.push(
    voice.tagline
      ? `Like everything on ${voice.title} (${lower(voice.tagline.replace(/\.$/, ''))}), each item shows its price, rating and features up front.`
      : `Each item shows its price, rating and features up front.`,
  );
  return { title, description, keywords, intro: fitSentences(intro, SEO_LIMITS.intro) };
}

/** Search-engine text from the record's own data, in the site's voice. Deterministic per variant. */
export function builtInSeo(subject: SeoSubject, voice: SiteVoice, variant = 0): SeoDraft {
  return isBrandSubject(subject) ? brandSeo(subject, voice, variant) : itemSeo(subject, voice, variant);
}
