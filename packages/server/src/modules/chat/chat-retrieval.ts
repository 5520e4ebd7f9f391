import {
  type BrandItem,
  currencyExponent,
  isRecentPriceDrop,
  type PolicyPage,
  pagePaths,
  policyPages,
  roundRating,
  type SiteConfig,
} from '@app/contract';
import type { FoundContent, SearchService } from '../search';
import { type CatalogueItem, itemKinds, type Understood } from '../search';
import type {
  ChatAsked,
  ChatBrandRef,
  ChatContext,
  ChatIntent,
  ChatItemRef,
  ChatListing,
  ChatPodcastRef,
  ChatPolicyRef,
  ChatPolicyTopic,
  ChatRanking,
  ChatTipRef,
  ChatTools,
} from '../text-generator';
import { plainLine } from '../text-generator';
import type { ChatRepository } from './chat.repository';
import { contentAsked } from './chat-content';
import { intentOf } from './chat-intent';
import { linkedItems, packOf, rankedBy, underCeiling } from './chat-ranking';
import { ceilingOf, constraintOf, covers, injected, itemsForDevice, readAsked } from './chat-understand';

type Found = {
  items: ChatItemRef[];
  brands: ChatBrandRef[];
  tips: ChatTipRef[];
  policies: ChatPolicyRef[];
  compared?: { a: ChatItemRef | null; b: ChatItemRef | null };
  notCarried?: ChatContext['notCarried'];
  closest?: ChatContext['closest'];
  asked?: ChatContext['asked'];
  podcasts?: ChatPodcastRef[];
  contentAsked?: ChatContext['contentAsked'];
};

/** How many items an answer is given (ranked first when the question asks for a superlative). */
const ANSWER_ITEMS = 8;

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
  Exclude<ChatPolicyTopic, 'contact'>,
  Array<[keyof ReturnType<typeof policyPages>, string[] | null]>
> = {
  shipping: [['shipping', ['Who ships your order', 'Tracking']]],
  returns: [
    ['shipping', ['Returns']],
    ['hassleFree', ['Trusted sellers']],
  ],
  privacy: [['privacy', null]],
  general: [['hassleFree', null]],
  payment: [['hassleFree', ['Trusted sellers', 'Clear information']]],
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
    /** The visitor's message, when the intent is read from it: where the words asked for stand. */
    message?: string,
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

    /** Tips and episodes as an answer links them: a tip's page, the episode on the podcasts page. */
    const contentRefs = (c: FoundContent) => ({
      tips: c.tips.map((t) => ({ title: t.title, path: paths.tip(t.slug), summary: t.summary })),
      podcasts: c.podcasts.map((p) => ({
        title: p.title,
        path: paths.podcast(p.id),
        summary: p.description,
      })),
    });

    const notCarried = async (
      subject: string,
      more: Partial<NonNullable<Found['notCarried']>> = {},
    ): Promise<Found> => ({
      ...empty,
      notCarried: { subject, categories: (await repo.categories(topic, 8)).map(toBrand), ...more },
    });

    type Meant = { u: Understood; head: string; closest?: Found['closest'] };
    /**
     * The set the visitor means (a category, a kind, a brand), or what the site carries instead.
     * "Not carried" is said of the thing asked for (the head: "car battery", not "car battery for
     * my dad's truck please"), and only when that thing, searched alone, finds nothing that names
     * it; when the items answer only part of it, they are the closest, not an exact match.
     */
    async function meant(asked: ChatAsked): Promise<Meant | Found> {
      if (injected(asked.subject)) return notCarried('', { offTopic: true });
      // The message is where this question's words stand, unless it is an earlier question's.
      const reading = await readAsked(search, topic, asked, asked === intent ? message : undefined);
      const { known, head } = reading;
      let u = reading.understood;
      /** The words the items answer, when not all of the question's. */
      let answered = reading.closest?.rest ?? null;
      if (u.outcome === 'nothing' || !u.namesSubject) {
        // A question about something else entirely ("write me a poem", "how do I change my oil").
        const offTopic =
          asked.asks === 'howTo' || (asked.asks === 'ask' && !known && asked.subject.includes(' '));
        if (offTopic) return notCarried('', { offTopic: true });
        // "Flashlight batteries", "key fob battery": the items whose own texts say they are for it.
        const pool =
          u.outcome === 'found'
            ? u.items
            : reading.kind
              ? (await search.understand(topic, reading.kind, { complete: false })).items
              : [];
        const fit = itemsForDevice(pool, head);
        if (fit.items.length > 0)
          return {
            u: { ...u, outcome: 'found', items: fit.items, namesSubject: true },
            head,
            ...(fit.exact ? {} : { closest: { unknown: head, rest: head } }),
          };
        const alone =
          head && head !== asked.subject ? await search.understand(topic, head, { complete: false }) : null;
        // Found only in descriptions ("car batteries": coin cells for car remotes): not carried.
        if (alone && alone.outcome === 'found' && alone.namesSubject) {
          u = alone;
          answered = head;
        } else {
          // "Waterproof AA batteries": AA batteries are the closest, not an exact match.
          const core = reading.core
            ? await search.understand(topic, reading.core, { complete: false })
            : null;
          if (!core || core.outcome === 'nothing' || !core.namesSubject) return notCarried(head);
          u = core;
          answered = reading.core!;
        }
      }
      return {
        u,
        head,
        ...(answered !== null && !covers(answered, head)
          ? { closest: { unknown: head, rest: answered } }
          : {}),
      };
    }
    const isFound = (m: Meant | Found): m is Found => !('u' in m);

    async function subjectSet(asked: ChatAsked, by: ChatRanking | null): Promise<Found> {
      const m = await meant(asked);
      if (isFound(m)) return m;
      const within = underCeiling(m.u.items, asked, site.priceMaxAgeHours);
      const items = by ? rankedBy(within, by, site.priceMaxAgeHours) : within;
      return {
        ...empty,
        asked: m.head,
        ...(m.closest ? { closest: m.closest } : {}),
        items: items.slice(0, ANSWER_ITEMS).map(toItem),
        brands: m.u.brands.slice(0, 3).map(toBrand),
      };
    }

    /**
     * "What's new", "best sellers", "on sale": the newest, the most reviewed, the items whose price
     * dropped at the marketplace; of the brand or kind named, else of the whole catalogue.
     */
    async function listing(intent: Extract<ChatIntent, { kind: ChatListing }>): Promise<Found> {
      let ids: number[] | null = null;
      let m: Meant | null = null;
      if (intent.subject) {
        const read = await meant(intent);
        if (isFound(read)) return read;
        m = read;
        ids = m.u.items.map((i) => i.id);
      }
      const now = Date.now();
      const rows = (await repo.listing(topic, intent.kind, 200, ids)).filter(
        (i) => intent.kind !== 'onSale' || isRecentPriceDrop(i, site.priceMaxAgeHours, now),
      );
      const items = underCeiling(rows, intent, site.priceMaxAgeHours, now);
      return {
        ...empty,
        ...(m ? { asked: m.head } : {}),
        ...(m?.closest ? { closest: m.closest } : {}),
        items: items.slice(0, ANSWER_ITEMS).map(toItem),
      };
    }

    /** The catalogue's best match for a name ("Dior Sauvage"): the storefront search's first item. */
    async function bestMatch(name: string) {
      return (await search.search(topic, name, { brands: 0, items: 1 })).brandItems[0] ?? null;
    }

    /** The items the previous answer listed, in its order (`first`: only the one named first). */
    async function listedBefore(first = false): Promise<CatalogueItem[]> {
      const listed = previous ? linkedItems(previous, basePath) : [];
      const rows = await repo.itemsBySlugs(topic, first ? listed.slice(0, 1) : listed);
      return listed.flatMap((l) =>
        rows.filter((r) => r.brandSlug === l.brandSlug && r.itemSlug === l.itemSlug),
      );
    }

    /** The whole set a question meant (not only the items its answer listed), within its ceiling. */
    async function wholeSet(
      prev: Exclude<ChatIntent, { kind: 'followUp' }> | null,
    ): Promise<CatalogueItem[]> {
      if (prev?.kind === 'compare') {
        const pair = await Promise.all([bestMatch(prev.a), bestMatch(prev.b)]);
        return pair.filter((i) => i !== null);
      }
      if (!prev || !('subject' in prev)) return [];
      const isListing = prev.kind === 'newest' || prev.kind === 'bestSellers' || prev.kind === 'onSale';
      let ids: number[] | null = null;
      let items: CatalogueItem[] = [];
      if (prev.subject) {
        const m = await meant(prev);
        if (isFound(m)) return [];
        items = m.u.items;
        ids = items.map((i) => i.id);
      }
      if (isListing) {
        const now = Date.now();
        items = (await repo.listing(topic, prev.kind, 200, ids)).filter(
          (i) => prev.kind !== 'onSale' || isRecentPriceDrop(i, site.priceMaxAgeHours, now),
        );
      }
      return underCeiling(items, prev, site.priceMaxAgeHours);
    }

    /**
     * The items a follow-up is about: the previous question's whole set (else the items last
     * listed), narrowed by the follow-up's own words (a size, a chemistry, a brand, a word of the
     * items' names or texts) and ceiling, or below every price the last answer listed ("and
     * cheaper?"). When nothing is left, the nearest items, with what none of them met.
     */
    async function followed(intent: Extract<ChatIntent, { kind: 'followUp' }>): Promise<Found> {
      if (intent.it || intent.bigger) {
        const items = await listedBefore(true);
        if (intent.bigger) return { ...empty, items: (await biggerPacks(items[0])).map(toItem) };
        return { ...empty, items: items.map(toItem) };
      }
      const listed = await listedBefore();
      let base = await wholeSet(intent.previous);
      if (base.length === 0) base = listed;
      if (base.length === 0 && intent.subject)
        return subjectSet({ subject: intent.subject, asks: 'shop', ...ceilingOf(intent) }, intent.by);

      // The follow-up's words, each a filter: "AAA", "lithium", "La Mer", "red".
      const words = constraintOf(intent.subject);
      let kept = base;
      let wordsFind: CatalogueItem[] | null = null;
      if (words) {
        const u = await search.understand(topic, words, { complete: false });
        const each =
          u.outcome === 'found'
            ? [u]
            : await Promise.all(
                words.split(' ').map((w) => search.understand(topic, w, { complete: false })),
              );
        wordsFind = each.every((x) => x.outcome === 'found') ? each[0]!.items : [];
        for (const x of each) {
          const ids = new Set(x.outcome === 'found' ? x.items.map((i) => i.id) : []);
          kept = kept.filter((i) => ids.has(i.id));
        }
      }
      // A ceiling of its own, or "cheaper": below the lowest price the last answer listed.
      const lowest = rankedBy(listed, 'cheapest', site.priceMaxAgeHours)[0];
      const ceiling: Pick<ChatAsked, 'under' | 'underIncluded'> =
        intent.under !== undefined
          ? ceilingOf(intent)
          : intent.cheaper && lowest?.priceMinor != null
            ? { under: lowest.priceMinor / 10 ** currencyExponent(lowest.currency), underIncluded: false }
            : {};
      const within = underCeiling(kept, ceiling, site.priceMaxAgeHours);
      // Ranked as asked now, else as the question before was ("cheapest coin cells"), else by price under a ceiling.
      const prev = intent.previous;
      const prevBy =
        prev?.kind === 'cheapest' || prev?.kind === 'bestRated' || prev?.kind === 'priciest'
          ? prev.kind
          : null;
      const by = intent.by ?? prevBy ?? (ceiling.under !== undefined ? 'cheapest' : null);
      if (within.length > 0 || (!words && ceiling.under === undefined)) {
        const ranked = by ? rankedBy(within, by, site.priceMaxAgeHours) : within;
        return {
          ...empty,
          ...(words ? { asked: words } : {}),
          items: ranked.slice(0, ANSWER_ITEMS).map(toItem),
        };
      }
      // Nothing of the set is left: the nearest, and what none of it met.
      const priceFailed = kept.length > 0;
      const nearest = priceFailed
        ? rankedBy(kept, 'cheapest', site.priceMaxAgeHours)
        : wordsFind && wordsFind.length > 0
          ? underCeiling(wordsFind, ceiling, site.priceMaxAgeHours)
          : rankedBy(base, 'cheapest', site.priceMaxAgeHours);
      const currency = (kept[0] ?? base[0])?.currency ?? 'USD';
      return {
        ...empty,
        closest: {
          unknown: priceFailed ? '' : words,
          rest: '',
          ...(priceFailed && ceiling.under !== undefined
            ? {
                under: {
                  minor: Math.round(ceiling.under * 10 ** currencyExponent(currency)),
                  currency,
                  included: ceiling.underIncluded ?? false,
                },
              }
            : {}),
        },
        items: nearest.slice(0, ANSWER_ITEMS).map(toItem),
      };
    }

    /** Items of the same size, chemistry and type as `item` that hold more, the smallest of them first. */
    async function biggerPacks(item: CatalogueItem | undefined): Promise<CatalogueItem[]> {
      if (!item) return [];
      const k = itemKinds(item);
      const kind = [k.sizes[0], k.chemistry, k.productType].filter(Boolean).join(' ');
      if (!kind) return [];
      const u = await search.understand(topic, kind, { complete: false });
      const pack = packOf(item.name);
      return u.items
        .filter((i) => packOf(i.name) > pack)
        .sort((a, b) => packOf(a.name) - packOf(b.name) || (a.priceMinor ?? 0) - (b.priceMinor ?? 0))
        .slice(0, ANSWER_ITEMS);
    }

    function policies(topicOf: ChatPolicyTopic): ChatPolicyRef[] {
      if (topicOf === 'contact') {
        const text = site.contactEmail
          ? `You can write to ${site.title} at ${site.contactEmail}.`
          : `${site.title} answers questions through this chat.`;
        return [{ title: 'About', path: `${basePath}/about`, text, email: site.contactEmail ?? undefined }];
      }
      const pages = policyPages({ title: site.title, contactEmail: site.contactEmail });
      return policySections[topicOf].map(([key, headings]) => ({
        title: pages[key].title,
        path: `${basePath}${pages[key].path}`,
        text: policyText(pages[key], headings),
      }));
    }

    switch (intent.kind) {
      case 'greeting':
      case 'thanks':
        return empty;
      case 'policy':
        return { ...empty, policies: policies(intent.topic) };
      case 'compare': {
        const [a, b] = await Promise.all([bestMatch(intent.a), bestMatch(intent.b)]);
        return { ...empty, compared: { a: a && toItem(a), b: b && toItem(b) } };
      }
      case 'offTopic':
        return notCarried('', { offTopic: true });
      case 'followUp':
        return followed(intent);
      case 'cheapest':
      case 'bestRated':
      case 'priciest': {
        if (!intent.subject) {
          const order = { cheapest: 'price', priciest: 'priceDesc', bestRated: 'rating' } as const;
          const rows = await repo.topItems(topic, order[intent.kind], intent.under === undefined ? 8 : 200);
          const ranked = rankedBy(
            underCeiling(rows, intent, site.priceMaxAgeHours),
            intent.kind,
            site.priceMaxAgeHours,
          );
          return { ...empty, items: ranked.slice(0, ANSWER_ITEMS).map(toItem) };
        }
        return subjectSet(intent, intent.kind);
      }
      case 'newest':
      case 'bestSellers':
      case 'onSale':
        return listing(intent);
      case 'search': {
        if (!intent.subject) return empty;
        const content = contentAsked(intent.subject);
        if (content) {
          // Asked for a guide or an episode: they answer it; only when there is none, the items
          // of its subject do.
          const read = await search.content(
            topic,
            content.subject,
            { tips: content.guides ? 3 : 0, podcasts: content.podcasts ? 3 : 0 },
            { anyWord: true },
          );
          const none = read.tips.length === 0 && read.podcasts.length === 0;
          const found =
            none && content.subject ? await subjectSet({ ...intent, subject: content.subject }, null) : empty;
          return { ...empty, ...found, ...contentRefs(read), contentAsked: content };
        }
        const [found, read] = await Promise.all([
          subjectSet(intent, null),
          search.content(topic, intent.subject, { tips: 2, podcasts: 1 }),
        ]);
        return { ...empty, ...found, ...contentRefs(read) };
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
      return {
        items: f.items,
        brands: f.brands,
        tips: f.tips,
        podcasts: f.podcasts ?? [],
        contentAsked: f.contentAsked,
        notCarried: f.notCarried,
        closest: f.closest,
      };
    },
    async itemDetails(path) {
      // The items a text links: here, the one path asked about.
      const f = await retrieve(
        topic,
        basePath,
        site,
        { kind: 'followUp', by: null, subject: '', about: false, it: true, previous: null },
        `[item](${path})`,
      );
      return f.items[0] ?? null;
    },
    async policies(subject) {
      return (await retrieve(topic, basePath, site, { kind: 'policy', topic: subject })).policies;
    },
  };
}
