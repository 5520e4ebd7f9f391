import { type BrandItem, type PolicyPage, policyPages, roundRating, type SiteConfig } from '@app/contract';
import type { SearchService } from '../search/search.service';
import { searchTerms } from '../search/search-terms';
import { pagePaths } from '../seo/page-route';
import { plainLine } from '../text-generator/text';
import type {
  ChatBrandRef,
  ChatIntent,
  ChatItemRef,
  ChatPolicyRef,
  ChatTipRef,
} from '../text-generator/text-generator';
import type { ChatRepository } from './chat.repository';

/** Items a cheapest / best rated answer chooses from when the question names a kind of item. */
const CANDIDATES = 60;

type Found = {
  items: ChatItemRef[];
  brands: ChatBrandRef[];
  tips: ChatTipRef[];
  policies: ChatPolicyRef[];
  compared?: { a: ChatItemRef | null; b: ChatItemRef | null };
};

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
      case 'cheapest':
      case 'bestRated': {
        const by = intent.kind === 'cheapest' ? 'price' : 'rating';
        if (!intent.subject) return { ...empty, items: (await repo.topItems(topic, by, 8)).map(toItem) };
        const found = await catalogue(intent.subject, CANDIDATES);
        return { ...empty, ...found };
      }
      case 'search': {
        if (!intent.subject) return empty;
        const terms = searchTerms(intent.subject);
        const [found, tips] = await Promise.all([
          catalogue(intent.subject),
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
