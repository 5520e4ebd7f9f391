import { API_MAX_ITEMS_PER_CALL, type ApiCredentialVersion, MARKETPLACE_ERRORS } from '@app/contract';
import { z } from 'zod';
import type { SecretValue } from '../site-config';
import { CrawlError } from './crawl-error';
import { credentialsRefused, tokenSource } from './creators-api-token';
import type { ItemOffer, MarketplaceAdapter } from './marketplace-adapter';
import type { Availability, ParsedItem, ParsedProductPage } from './marketplace-parser';
import type { Fetched, PoliteFetcher } from './polite-fetcher';

/** What the adapter needs to reach a topic's product API. */
export type ProductApiAccess = {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: SecretValue;
  credentialVersion: ApiCredentialVersion;
  /** The marketplace host the API answers for, also the host of the links visitors follow. */
  marketplace: string;
  /** The topic's affiliate tag: the API's partner tag, required on every call. */
  partnerTag: string | null;
};

const OFFER = [
  'offersV2.listings.price',
  'offersV2.listings.availability',
  'offersV2.listings.isBuyBoxWinner',
  'customerReviews.count',
  'customerReviews.starRating',
];
const CARD = ['itemInfo.title', 'itemInfo.byLineInfo', 'images.primary.large', ...OFFER];
const DETAILS = [...CARD, 'itemInfo.features'];

const Shown = z.object({ displayValue: z.string() }).optional();
const Image = z.object({ url: z.string() }).optional();
/** An item as SearchItems and GetItems write it; what we do not read is left out. */
const ApiItem = z.object({
  asin: z.string(),
  detailPageURL: z.string().optional(),
  itemInfo: z
    .object({
      title: Shown,
      byLineInfo: z.object({ brand: Shown }).optional(),
      features: z.object({ displayValues: z.array(z.string()) }).optional(),
    })
    .optional(),
  images: z.object({ primary: z.object({ large: Image, medium: Image }).optional() }).optional(),
  offersV2: z
    .object({
      listings: z
        .array(
          z.object({
            price: z
              .object({ money: z.object({ amount: z.number(), currency: z.string() }).optional() })
              .optional(),
            availability: z.object({ type: z.string().optional() }).optional(),
            isBuyBoxWinner: z.boolean().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  customerReviews: z
    .object({ count: z.number().optional(), starRating: z.object({ value: z.number() }).optional() })
    .optional(),
});
type ApiItem = z.infer<typeof ApiItem>;
const SearchReply = z.object({
  searchResult: z.object({ totalResultCount: z.number().optional(), items: z.array(z.unknown()) }).optional(),
});
const ItemsReply = z.object({ itemsResult: z.object({ items: z.array(z.unknown()) }).optional() });
const ErrorsReply = z.object({ errors: z.array(z.object({ code: z.string() })).optional() });

/** Minor units per major unit of a currency: 100 for USD, 1 for JPY. */
const minorFactor = (currency: string) => {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    return 10 ** (digits ?? 2);
  } catch {
    return 100;
  }
};

const AVAILABILITY: Record<string, Availability> = {
  IN_STOCK: 'in_stock',
  IN_STOCK_SCARCE: 'in_stock',
  LEADTIME: 'in_stock',
  OUT_OF_STOCK: 'out_of_stock',
};

/** The offer of an item: the buy box's listing, else the first. */
function offerOf(item: ApiItem): Omit<ItemOffer, 'externalId'> {
  const listings = item.offersV2?.listings ?? [];
  const listing = listings.find((l) => l.isBuyBoxWinner) ?? listings[0];
  const money = listing?.price?.money;
  return {
    priceMinor: money ? Math.round(money.amount * minorFactor(money.currency)) : null,
    currency: money?.currency ?? null,
    rating: item.customerReviews?.starRating?.value ?? null,
    reviewCount: item.customerReviews?.count ?? null,
    availability: AVAILABILITY[listing?.availability?.type ?? ''] ?? 'unknown',
  };
}

/** Items that do not parse (no id, an odd shape) are skipped and counted, as on a search page. */
function itemsOf(raw: unknown[]): { items: ApiItem[]; skipped: number } {
  const items = raw.flatMap((r) => {
    const parsed = ApiItem.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
  return { items, skipped: raw.length - items.length };
}

const PRODUCT_ID = /\/(?:dp|gp\/product)\/([A-Z0-9]{10})(?:[/?#]|$)/;

/**
 * The marketplace's product API (the Amazon Creators API) as a crawl adapter: keyword search
 * (SearchItems), details and offers by id (GetItems, at most 10 ids a call), all through the
 * polite fetchers' pace, timeouts and back-off. The token is kept and renewed (see
 * creators-api-token.ts); a call refused with 401 gets one new token and is sent once more.
 */
export function creatorsApiAdapter(
  access: ProductApiAccess,
  fetchers: { api: PoliteFetcher; token: PoliteFetcher },
): MarketplaceAdapter {
  const tokens = tokenSource(fetchers.token, access.tokenUrl, access);
  const origin = `https://${access.marketplace}`;

  /** One operation; null when the API found nothing (404 NoResults, or no id it knows). */
  async function call(operation: string, body: object, signal: AbortSignal): Promise<unknown | null> {
    const partnerTag = access.partnerTag;
    if (!partnerTag) throw new CrawlError('config', MARKETPLACE_ERRORS.partnerTagMissing, true);
    const payload = JSON.stringify({ ...body, partnerTag, marketplace: access.marketplace });
    let res: Fetched | null = null;
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await tokens.get(signal);
      res = await fetchers.api.post(
        `${access.baseUrl}/catalog/v1/${operation}`,
        payload,
        {
          'content-type': 'application/json; charset=utf-8',
          authorization: tokens.header(token),
          'x-marketplace': access.marketplace,
        },
        signal,
      );
      // An expired (or revoked) token: a new one, once. Refused again, the credentials are.
      if (res.status !== 401) break;
      tokens.forget(token);
    }
    const status = res!.status;
    if (status === 401 || status === 403) throw credentialsRefused();
    if (status === 404) return null;
    let json: unknown;
    try {
      json = JSON.parse(res!.body);
    } catch {
      throw new CrawlError('unrecognised', `${MARKETPLACE_ERRORS.apiFailed} (${operation})`, false);
    }
    if (status === 200) return json;
    const codes = ErrorsReply.safeParse(json).data?.errors?.map((e) => e.code) ?? [];
    if (codes.includes('InvalidPartnerTag'))
      throw new CrawlError('config', MARKETPLACE_ERRORS.partnerTagRefused, true);
    throw new CrawlError(
      'http',
      `${MARKETPLACE_ERRORS.apiFailed} (${operation}: HTTP ${status}${codes.length ? ` ${codes.join(', ')}` : ''})`,
      false,
    );
  }

  async function getItems(ids: string[], resources: string[], signal: AbortSignal): Promise<ApiItem[]> {
    const json = await call('getItems', { itemIds: ids, resources }, signal);
    if (json === null) return [];
    const parsed = ItemsReply.safeParse(json);
    if (!parsed.success)
      throw new CrawlError('unrecognised', `${MARKETPLACE_ERRORS.apiFailed} (getItems)`, false);
    return itemsOf(parsed.data.itemsResult?.items ?? []).items;
  }

  const productLink = (externalId: string, affiliateTag: string | null) => {
    const url = new URL(`/dp/${encodeURIComponent(externalId)}`, origin);
    if (affiliateTag) url.searchParams.set('tag', affiliateTag);
    return url.toString();
  };

  return {
    origin,
    async *search(term, { maxPages, signal }) {
      const pages = Math.min(maxPages, 10);
      for (let page = 1; page <= pages; page++) {
        const json = await call(
          'searchItems',
          { keywords: term, itemCount: API_MAX_ITEMS_PER_CALL, itemPage: page, resources: CARD },
          signal,
        );
        if (json === null) return;
        const parsed = SearchReply.safeParse(json);
        if (!parsed.success)
          throw new CrawlError('unrecognised', `${MARKETPLACE_ERRORS.apiFailed} (searchItems)`, false);
        const raw = parsed.data.searchResult?.items ?? [];
        const { items, skipped } = itemsOf(raw);
        const found: ParsedItem[] = items.flatMap((item) => {
          const name = item.itemInfo?.title?.displayValue?.trim();
          if (!name) return [];
          const { priceMinor, currency, rating, reviewCount } = offerOf(item);
          return [
            {
              externalId: item.asin,
              name,
              brand: item.itemInfo?.byLineInfo?.brand?.displayValue?.trim() || null,
              priceMinor,
              currency,
              rating,
              reviewCount: reviewCount ?? 0,
              imageUrl: item.images?.primary?.large?.url ?? item.images?.primary?.medium?.url ?? null,
              productUrl: item.detailPageURL ?? productLink(item.asin, null),
              sponsored: false,
            },
          ];
        });
        const url = `${access.baseUrl}/catalog/v1/searchItems?${new URLSearchParams({ keywords: term, itemPage: String(page) })}`;
        yield { url, items: found, skipped: skipped + items.length - found.length, stop: null };
        const total = parsed.data.searchResult?.totalResultCount ?? Number.POSITIVE_INFINITY;
        if (raw.length < API_MAX_ITEMS_PER_CALL || page * API_MAX_ITEMS_PER_CALL >= total) return;
      }
    },

    /** The API has no long description (PA-API 5 never had one): features stand for it. */
    async product(url, signal): Promise<ParsedProductPage> {
      const id = PRODUCT_ID.exec(new URL(url, origin).pathname)?.[1];
      if (!id)
        throw new CrawlError('http', `${MARKETPLACE_ERRORS.apiFailed} (no product id in ${url})`, false);
      const [item] = await getItems([id], DETAILS, signal);
      if (!item) throw new CrawlError('http', `${MARKETPLACE_ERRORS.apiFailed} (${id} is not known)`, false);
      return {
        brand: item.itemInfo?.byLineInfo?.brand?.displayValue?.trim() || null,
        features: item.itemInfo?.features?.displayValues ?? [],
        description: '',
        imageUrl: item.images?.primary?.large?.url ?? null,
        ...offerOf(item),
      };
    },

    async lookup(externalIds, signal) {
      const offers: ItemOffer[] = [];
      for (let i = 0; i < externalIds.length; i += API_MAX_ITEMS_PER_CALL) {
        const batch = externalIds.slice(i, i + API_MAX_ITEMS_PER_CALL);
        for (const item of await getItems(batch, OFFER, signal)) {
          if (batch.includes(item.asin)) offers.push({ externalId: item.asin, ...offerOf(item) });
        }
      }
      return offers;
    },

    productLink,
    close() {
      fetchers.api.close();
      if (fetchers.token !== fetchers.api) fetchers.token.close();
    },
  };
}
