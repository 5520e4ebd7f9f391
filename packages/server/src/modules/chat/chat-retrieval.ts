import {
  type BrandItem,
  isPriceCurrent,
  type PolicyPage,
  policyPages,
  roundRating,
  type SiteConfig,
} from '@app/contract';
import type { CatalogueItem, Understood } from '../search/catalogue-query';
import type { SearchService } from '../search/search.service';
import { searchTerms } from '../search/search-terms';
import { pagePaths } from '../seo/page-route';
import { plainLine } from '../text-generator/text';
import type {
  ChatBrandRef,
  ChatContext,
  ChatIntent,
  ChatItemRef,
  ChatPolicyRef,
  ChatTipRef,
  ChatTools,
} from '../text-generator/text-generator';
import type { ChatRepository } from './chat.repository';
import { intentOf } from './chat-intent';

type Found = {
  items: ChatItemRef[];
  brands: ChatBrandRef[];
  tips: ChatTipRef[];
  policies: ChatPolicyRef[];
  compared?: { a: ChatItemRef | null; b: ChatItemRef | null };
  notCarried?: ChatContext['notCarried'];
  closest?: ChatContext['closest'];
};

/** How many items an answer is given (ranked first when the question asks for a superlative). */
const ANSWER_ITEMS = 8;
/** How many items an answer names that only mention what was asked for. */
const MENTIONED = 3;

/** The item pages a previous answer linked, as brand and item slugs, in the order listed. */
export function linkedItems(
  answer: string,
  basePath: string,
): Array<{ brandSlug: string; itemSlug: string }> {
  const out: Array<{ brandSlug: string; itemSlug: string }> = [];
  for (const m of answer.matchAll(/\]\(([^)\s]+)\)/g)) {
    let path = m[1]!;
    if (basePath && path.startsWith(`${basePath}/`)) path = path.slice(basePath.length);
    const parts = path.split('/').filter(Boolean);
    if (parts[0] === 'category') parts.shift();
    if (parts.length === 2 && !['brands', 'tips', 'podcasts', 'search'].includes(parts[0]!))
      out.push({ brandSlug: parts[0]!, itemSlug: parts[1]! });
  }
  return out;
}

/** Ranked by the asked property; items without it (or whose price is too old to show) left out. */
export function rankedBy(
  items: readonly CatalogueItem[],
  by: 'cheapest' | 'bestRated',
  priceMaxAgeHours: number,
  now = Date.now(),
): CatalogueItem[] {
  if (by === 'cheapest')
    return items
      .filter(
        (i) =>
          i.priceMinor !== null &&
          isPriceCurrent({ ...i, previousPriceMinor: null, priceChangedAt: null }, priceMaxAgeHours, now),
      )
      .sort((a, b) => a.priceMinor! - b.priceMinor! || (b.rating ?? 0) - (a.rating ?? 0));
  return items
    .filter((i) => i.rating !== null)
    .sort((a, b) => b.rating! - a.rating! || b.reviewCount - a.reviewCount);
}

type ItemFacts = Pick<
  BrandItem,
  | 'name'
  | 'brandName'
  | 'brandSlug'
  | 'itemSlug'
  | 'isCategory'
  | 'priceMinor'
  | 'currency'
  | 'rating'
  | 'reviewCount'
  | 'features'
  | 'description'
>;

const policySections: Record<
  Extract<ChatIntent, { kind: 'policy' }>['topic'],
  Array<[keyof ReturnType<typeof policyPages>, string[] | null]>
> = {
  shipping: [['shipping', ['Who ships your order', 'Tracking']]],
  returns: [
    ['shipping', ['Returns']],
    ['hassleFree', ['Trusted sellers']],
  ],
  privacy: [['privacy', null]],
  general: [['hassleFree', null]],
};

/** A policy page's answer: its intro and the sections that match, in the page's own words. */
function policyText(page: PolicyPage, headings: string[] | null): string {
  const sections = page.sections.filter((s) => !headings || headings.includes(s.heading));
  return [page.intro, ...sections.flatMap((s) => s.paragraphs)].join(' ');
}

/**
 * Finds what an answer may draw on, all of it from the topic's own catalogue, tips and policy
 * pages: the catalogue search (the one the storefront's search box uses) for brands and items,
 * full-text search for tips, and the policy pages' texts from the contract.
 */
export function chatRetrieval(search: SearchService, repo: ChatRepository) {
  return async function retrieve(
    topic: string,
    basePath: string,
    site: SiteConfig,
    intent: ChatIntent,
    /** The previous answer of the session, for follow-ups. */
    previous: string | null = null,
  ): Promise<Found> {
    const paths = pagePaths(basePath);
    const toItem = (i: ItemFacts): ChatItemRef => ({
      name: i.name,
      // A category item's "brand" is its category: "by Coin Cells" would mislead.
      brandName: i.isCategory ? '' : i.brandName,
      path: paths.item(i.brandSlug, i.itemSlug, i.isCategory),
      priceMinor: i.priceMinor,
      currency: i.currency,
      rating: roundRating(i.rating),
      reviewCount: i.reviewCount,
      features: i.features,
      description: plainLine(i.description).slice(0, 300),
    });
    const empty: Found = { items: [], brands: [], tips: [], policies: [] };
    const toBrand = (b: {
      name: string;
      slug: string;
      isCategory: boolean;
      itemCount: number;
      description: string;
    }): ChatBrandRef => ({
      name: b.name,
      path: paths.brand(b.slug, b.isCategory),
      itemCount: b.itemCount,
      isCategory: b.isCategory,
      description: plainLine(b.description).slice(0, 300),
    });

    /** The set the visitor means (a category, a kind, a brand), or what the site carries instead. */
    async function subjectSet(subject: string, by: 'cheapest' | 'bestRated' | null): Promise<Found> {
      let understood = await search.understand(topic, subject);
      let closest: { unknown: string; rest: string } | undefined;
      // Words that find nothing beside words that do ("varta batteries", "long lasting AA"):
      // say which found nothing and answer for the rest. A number is never dropped: "4680
      // cells" are not any cells.
      const words = subject.split(/\s+/).filter(Boolean);
      if (understood.outcome === 'nothing' && words.length > 1) {
        const alone = await Promise.all(words.map((w) => search.understand(topic, w, { limit: 1 })));
        const finds = (u: Understood) => u.outcome === 'found' && u.namesSubject;
        // Alone, a word counts when it names something (a kind, a brand, an item's name), not when
        // it is merely in some description ("lasting").
        const names = (u: Understood, w: string) =>
          finds(u) && (u.matchedBy !== 'words' || u.items.some((i) => i.name.toLowerCase().includes(w)));
        const rest = words.filter((w, n) => names(alone[n]!, w));
        const dropped = words.filter((w, n) => !names(alone[n]!, w));
        if (rest.length > 0 && !dropped.some((w) => /\d/.test(w))) {
          const restUnderstood = await search.understand(topic, rest.join(' '));
          if (finds(restUnderstood)) {
            understood = restUnderstood;
            closest = { unknown: dropped.join(' '), rest: rest.join(' ') };
          }
        }
      }
      if (understood.outcome === 'nothing') {
        const categories = (await repo.categories(topic, 8)).map(toBrand);
        return { ...empty, notCarried: { subject, categories } };
      }
      const items = by ? rankedBy(understood.items, by, site.priceMaxAgeHours) : understood.items;
      // Found only in descriptions ("car batteries": coin cells for car remotes): not carried as
      // such, but say which items mention it.
      if (!understood.namesSubject) {
        const categories = (await repo.categories(topic, 8)).map(toBrand);
        return {
          ...empty,
          notCarried: { subject, categories, mentioned: items.slice(0, MENTIONED).map(toItem) },
        };
      }
      return {
        ...empty,
        ...(closest ? { closest } : {}),
        items: items.slice(0, ANSWER_ITEMS).map(toItem),
        brands: understood.brands.slice(0, 3).map(toBrand),
      };
    }

    async function catalogue(subject: string, items = 8) {
      const found = await search.search(topic, subject, { brands: 3, items });
      return {
        items: found.brandItems.map(toItem),
        brands: found.brands.map(
          (b): ChatBrandRef => ({
            name: b.name,
            path: paths.brand(b.slug, b.isCategory),
            itemCount: b.itemCount,
            isCategory: b.isCategory,
            description: plainLine(b.description).slice(0, 300),
          }),
        ),
      };
    }

    switch (intent.kind) {
      case 'greeting':
        return empty;
      case 'policy': {
        const pages = policyPages({ title: site.title, contactEmail: site.contactEmail });
        return {
          ...empty,
          policies: policySections[intent.topic].map(([key, headings]) => ({
            title: pages[key].title,
            path: `${basePath}${pages[key].path}`,
            text: policyText(pages[key], headings),
          })),
        };
      }
      case 'compare': {
        const [a, b] = await Promise.all([catalogue(intent.a, 1), catalogue(intent.b, 1)]);
        return { ...empty, compared: { a: a.items[0] ?? null, b: b.items[0] ?? null } };
      }
      case 'offTopic':
        return {
          ...empty,
          notCarried: { subject: '', categories: (await repo.categories(topic, 8)).map(toBrand) },
        };
      case 'followUp': {
        const listed = previous ? linkedItems(previous, basePath) : [];
        if (listed.length === 0) {
          if (!intent.subject) return empty;
          return subjectSet(intent.subject, intent.by);
        }
        const rows = await repo.itemsBySlugs(topic, listed);
        const inOrder = listed.flatMap((l) =>
          rows.filter((r) => r.brandSlug === l.brandSlug && r.itemSlug === l.itemSlug),
        );
        const items = intent.by ? rankedBy(inOrder, intent.by, site.priceMaxAgeHours) : inOrder;
        return { ...empty, items: items.map(toItem) };
      }
      case 'cheapest':
      case 'bestRated': {
        const by = intent.kind === 'cheapest' ? 'price' : 'rating';
        if (!intent.subject) return { ...empty, items: (await repo.topItems(topic, by, 8)).map(toItem) };
        return subjectSet(intent.subject, intent.kind);
      }
      case 'search': {
        if (!intent.subject) return empty;
        const terms = searchTerms(intent.subject);
        const [found, tips] = await Promise.all([
          subjectSet(intent.subject, null),
          terms ? repo.searchTips(topic, terms, 2) : Promise.resolve([]),
        ]);
        return {
          ...empty,
          ...found,
          tips: tips.map((t) => ({
            title: t.title,
            path: paths.tip(t.slug),
            summary: plainLine(t.summaryHtml),
          })),
        };
      }
    }
  };
}
export type ChatRetrieval = ReturnType<typeof chatRetrieval>;

/**
 * The catalogue as a model's tools: the same retrieval the built-in writer answers from, asked
 * with the model's own words.
 */
export function chatTools(
  retrieve: ChatRetrieval,
  topic: string,
  basePath: string,
  site: SiteConfig,
): ChatTools {
  return {
    async searchCatalogue(query) {
      const f = await retrieve(topic, basePath, site, intentOf(query));
      return { items: f.items, brands: f.brands, tips: f.tips, notCarried: f.notCarried, closest: f.closest };
    },
    async itemDetails(path) {
      // The items a text links: here, the one path asked about.
      const f = await retrieve(
        topic,
        basePath,
        site,
        { kind: 'followUp', by: null, subject: '' },
        `[item](${path})`,
      );
      return f.items[0] ?? null;
    },
    async policies(subject) {
      return (await retrieve(topic, basePath, site, { kind: 'policy', topic: subject })).policies;
    },
  };
}
