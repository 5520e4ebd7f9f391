import {
  type BrandItem,
  isRecentPriceDrop,
  type PolicyPage,
  pagePaths,
  policyPages,
  roundRating,
  type SiteConfig,
} from '@app/contract';
import type { SearchService } from '../search';
import { type CatalogueItem, itemKinds, searchTerms } from '../search';
import type {
  ChatAsked,
  ChatBrandRef,
  ChatContext,
  ChatIntent,
  ChatItemRef,
  ChatListing,
  ChatPolicyRef,
  ChatPolicyTopic,
  ChatRanking,
  ChatTipRef,
  ChatTools,
} from '../text-generator';
import { plainLine } from '../text-generator';
import type { ChatRepository } from './chat.repository';
import { intentOf } from './chat-intent';
import { linkedItems, packOf, rankedBy, underCeiling } from './chat-ranking';
import { readAsked } from './chat-understand';

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

    const notCarried = async (
      subject: string,
      more: Partial<NonNullable<Found['notCarried']>> = {},
    ): Promise<Found> => ({
      ...empty,
      notCarried: { subject, categories: (await repo.categories(topic, 8)).map(toBrand), ...more },
    });

    /** The set the visitor means (a category, a kind, a brand), or what the site carries instead. */
    async function subjectSet(asked: ChatAsked, by: ChatRanking | null): Promise<Found> {
      const { understood: u, closest, known } = await readAsked(search, topic, asked);
      if (u.outcome === 'nothing') {
        // A question about something else entirely ("write me a poem", "how do I change my oil").
        const offTopic =
          asked.asks === 'howTo' || (asked.asks === 'ask' && !known && asked.subject.includes(' '));
        return offTopic ? notCarried('', { offTopic: true }) : notCarried(asked.subject);
      }
      const within = underCeiling(u.items, asked, site.priceMaxAgeHours);
      const items = by ? rankedBy(within, by, site.priceMaxAgeHours) : within;
      // Found only in descriptions ("car batteries": coin cells for car remotes): not carried.
      if (!u.namesSubject) return notCarried(asked.subject);
      return {
        ...empty,
        ...(closest ? { closest } : {}),
        items: items.slice(0, ANSWER_ITEMS).map(toItem),
        brands: u.brands.slice(0, 3).map(toBrand),
      };
    }

    /**
     * "What's new", "best sellers", "on sale": the newest, the most reviewed, the items whose price
     * dropped at the marketplace; of the brand or kind named, else of the whole catalogue.
     */
    async function listing(intent: Extract<ChatIntent, { kind: ChatListing }>): Promise<Found> {
      let ids: number[] | null = null;
      let closest: Found['closest'];
      if (intent.subject) {
        const read = await readAsked(search, topic, intent);
        const u = read.understood;
        if (u.outcome === 'nothing' || !u.namesSubject) return notCarried(intent.subject);
        ids = u.items.map((i) => i.id);
        closest = read.closest;
      }
      const now = Date.now();
      const rows = (await repo.listing(topic, intent.kind, 200, ids)).filter(
        (i) => intent.kind !== 'onSale' || isRecentPriceDrop(i, site.priceMaxAgeHours, now),
      );
      const items = underCeiling(rows, intent, site.priceMaxAgeHours, now);
      return {
        ...empty,
        ...(closest ? { closest } : {}),
        items: items.slice(0, ANSWER_ITEMS).map(toItem),
      };
    }

    /** The catalogue's best match for a name ("Dior Sauvage"): the storefront search's first item. */
    async function bestMatch(name: string) {
      return (await search.search(topic, name, { brands: 0, items: 1 })).brandItems[0] ?? null;
    }

    /** The items a follow-up is about: its question's set again, narrowed by its own words, or the items last listed. */
    async function followed(intent: Extract<ChatIntent, { kind: 'followUp' }>): Promise<Found> {
      const prev = intent.previous;
      let items: CatalogueItem[] = [];
      if (!intent.it && prev?.kind === 'compare') {
        const pair = await Promise.all([bestMatch(prev.a), bestMatch(prev.b)]);
        items = pair.filter((i) => i !== null);
      } else if (!intent.it && prev && 'subject' in prev && prev.subject) {
        const subject = [prev.subject, intent.subject].filter(Boolean).join(' ');
        const u = await search.understand(topic, subject, { complete: false });
        if (u.outcome === 'found' && u.namesSubject)
          items = underCeiling(u.items, prev, site.priceMaxAgeHours);
      }
      if (items.length === 0) {
        const listed = previous ? linkedItems(previous, basePath) : [];
        const rows = await repo.itemsBySlugs(topic, intent.it ? listed.slice(0, 1) : listed);
        items = listed.flatMap((l) =>
          rows.filter((r) => r.brandSlug === l.brandSlug && r.itemSlug === l.itemSlug),
        );
      }
      if (intent.bigger) return { ...empty, items: (await biggerPacks(items[0])).map(toItem) };
      if (items.length === 0 && intent.subject)
        return subjectSet({ subject: intent.subject, asks: 'shop' }, intent.by);
      const ranked = intent.by ? rankedBy(items, intent.by, site.priceMaxAgeHours) : items;
      return { ...empty, items: ranked.slice(0, ANSWER_ITEMS).map(toItem) };
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
        const terms = searchTerms(intent.subject);
        const [found, tips] = await Promise.all([
          subjectSet(intent, null),
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
