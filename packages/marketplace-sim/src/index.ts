import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildCatalogue, type Catalogue, type SimProduct, searchCatalogue } from './catalogue';
import { convertCents, epochCents } from './formats';
import type { SimLocale } from './locales';
import {
  captchaPage,
  emptyCard,
  malformedPage,
  productImage,
  productPage,
  searchCard,
  searchPage,
} from './markup';

export { asinOf, buildCatalogue, type Catalogue, type SimProduct, searchCatalogue } from './catalogue';
export {
  type CreatorsApiCall,
  type CreatorsApiSim,
  type CreatorsApiSimOptions,
  startCreatorsApiSim,
} from './creators-api';
export { convertCents, countText, formatPrice, offerOf, ratingText } from './formats';
export { LOCALES, type LocaleSpec, SIM_LOCALES, type SimLocale } from './locales';
export { canonicalUrl, titlePath } from './markup';
export { seededRandom } from './random';
export { pageTraits } from './traits';

export type SimOptions = {
  port?: number;
  host?: string;
  seed?: number;
  brands?: number;
  itemsPerBrand?: number;
  /** Result cards per search page. */
  pageSize?: number;
  /** Delay before every answer, in milliseconds. */
  latencyMs?: number;
  /** The marketplace the pages imitate: language, currency, number formats (default en-US). */
  locale?: SimLocale;
  /**
   * The sponsored card near the top of a results page: a repeat of a result of the same page
   * ('repeat', the default: the organic card wins), or a result of the next page (else the
   * previous one) that is not on this page ('elsewhere'), as real pages often show.
   */
  sponsoredCards?: 'repeat' | 'elsewhere';
  /** Extra `Disallow:` paths for robots.txt. */
  disallow?: string[];
};

/** Switches a test flips while the simulator runs. */
export type SimControls = {
  setLatency(ms: number): void;
  /** The next `count` requests (robots.txt and images excepted) answer `status`. */
  failNext(count: number, status?: 429 | 500 | 503, retryAfterSeconds?: number): void;
  /** The next `count` search pages arrive cut off half-way. */
  malformNext(count: number): void;
  /** While on, every search and product page is a captcha. */
  setCaptcha(on: boolean): void;
  /** Prices move by `epoch` percent, so a re-crawl has something to refresh. */
  setPriceEpoch(epoch: number): void;
  /** These products show as unavailable: no price on their card or page, the out-of-stock text. */
  setOutOfStock(asins: Iterable<string>): void;
  /** A search page's next link points elsewhere (to test that the crawler refuses it). */
  setNextLinkOverride(href: string | null): void;
  /** Paths (with query) requested so far, oldest first. */
  requests(): string[];
  /** Requests whose client hung up before their answer was sent (a cancelled crawl's, say). */
  dropped(): number;
  clearRequests(): void;
  reset(): void;
};

/** What a search page shows: its organic results and the product of its sponsored card. */
export type SimResultsPage = {
  products: SimProduct[];
  sponsored: SimProduct | null;
  total: number;
  pageCount: number;
};

export type MarketplaceSim = {
  server: Server;
  url: string;
  locale: SimLocale;
  catalogue: Catalogue;
  controls: SimControls;
  /** The results page `page` (from 1) of `term`, as the simulator serves it. */
  resultsPage(term: string, page: number): SimResultsPage;
  close(): Promise<void>;
};

const HTML = 'text/html; charset=utf-8';

/**
 * A marketplace of our own for the crawler's tests, benchmarks and the offline demo: a seeded
 * catalogue behind search pages in the real marketplace's markup, product pages, pictures and
 * robots.txt, with switches for latency, error bursts, broken pages and a captcha.
 */
export async function startMarketplaceSim(opts: SimOptions = {}): Promise<MarketplaceSim> {
  const catalogue = buildCatalogue({
    seed: opts.seed,
    brands: opts.brands,
    itemsPerBrand: opts.itemsPerBrand,
  });
  const byAsin = new Map(catalogue.products.map((p) => [p.asin, p]));
  const pageSize = opts.pageSize ?? 16;
  const locale = opts.locale ?? 'en-US';
  const robots = [
    'User-agent: *',
    'Disallow: /gp/cart',
    'Disallow: /ap/',
    ...(opts.disallow ?? []).map((d) => `Disallow: ${d}`),
    'Allow: /',
    '',
  ].join('\n');

  const state = {
    latency: opts.latencyMs ?? 0,
    fail: { count: 0, status: 503 as number, retryAfter: 0 },
    malformed: 0,
    captcha: false,
    epoch: 0,
    nextOverride: null as string | null,
    outOfStock: new Set<string>(),
    log: [] as string[],
    dropped: 0,
  };
  const priceOf = (p: SimProduct) =>
    state.outOfStock.has(p.asin) ? null : convertCents(epochCents(p, state.epoch), locale);
  const listOf = (p: SimProduct) =>
    p.listPriceCents === null ? null : convertCents(p.listPriceCents, locale);
  const sponsoredCards = opts.sponsoredCards ?? 'repeat';

  const resultsPage = (term: string, page: number): SimResultsPage => {
    const found = searchCatalogue(catalogue, term);
    const pageCount = Math.max(1, Math.ceil(found.length / pageSize));
    const products = found.slice((page - 1) * pageSize, page * pageSize);
    let sponsored: SimProduct | null = null;
    if (products.length > 2) {
      sponsored =
        (sponsoredCards === 'elsewhere'
          ? (found[page * pageSize] ?? (page > 1 ? found[(page - 2) * pageSize] : undefined))
          : undefined) ?? products[1]!;
    }
    return { products, sponsored, total: found.length, pageCount };
  };
  let origin = '';

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sim');
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': type, ...headers }).end(body);

    if (url.pathname === '/robots.txt') return send(200, 'text/plain; charset=utf-8', robots);
    if (url.pathname === '/healthz') return send(200, 'application/json', '{"status":"ok"}');
    const image = url.pathname.match(/^\/images\/I\/([A-Z0-9]{10})\._[A-Z0-9_]+_\.svg$/);
    if (image) {
      return send(200, 'image/svg+xml', productImage(image[1]!), {
        'cache-control': 'public, max-age=86400',
      });
    }

    if (state.fail.count > 0) {
      state.fail.count--;
      const headers: Record<string, string> =
        state.fail.status === 429 || state.fail.status === 503
          ? { 'retry-after': String(state.fail.retryAfter) }
          : {};
      return send(state.fail.status, HTML, '<h1>Service Unavailable</h1>', headers);
    }
    if (state.captcha && (url.pathname === '/s' || url.pathname.includes('/dp/'))) {
      return send(200, HTML, captchaPage());
    }

    if (url.pathname === '/s') {
      if (state.malformed > 0) {
        state.malformed--;
        return send(200, HTML, malformedPage());
      }
      const term = url.searchParams.get('k') ?? '';
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const shown = resultsPage(term, page);
      const card = (p: SimProduct, index: number, sponsored = false) =>
        searchCard(p, {
          origin,
          locale,
          priceMinor: priceOf(p),
          listMinor: listOf(p),
          index,
          sponsored,
          sponsoredStyle: page % 2 === 1 ? 'popover' : 'result',
        });
      const cards = shown.products.map((p, i) => card(p, (page - 1) * pageSize + i + 1));
      // Like the real pages: a sponsored card near the top, and an empty widget card.
      if (shown.sponsored) {
        cards.splice(0, 0, card(shown.sponsored, page, true));
        cards.splice(4, 0, emptyCard(99));
      }
      const nextHref = state.nextOverride ?? undefined;
      return send(
        200,
        HTML,
        searchPage({ term, page, pageCount: shown.pageCount, total: shown.total, cards, nextHref, locale }),
      );
    }

    const dp = url.pathname.match(/\/dp\/([A-Z0-9]{10})(?:\/|$)/);
    if (dp) {
      const p = byAsin.get(dp[1]!);
      if (p) return send(200, HTML, productPage(p, { origin, locale, priceMinor: priceOf(p) }));
    }
    return send(404, HTML, '<h1>Page not found</h1>');
  };

  const server = createServer((req, res) => {
    if (!req.url?.startsWith('/images/')) state.log.push(req.url ?? '/');
    res.on('close', () => {
      if (!res.writableFinished) state.dropped++;
    });
    if (state.log.length > 20_000) state.log.splice(0, 10_000);
    if (state.latency > 0) setTimeout(() => handle(req, res), state.latency);
    else handle(req, res);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  const controls: SimControls = {
    setLatency: (ms) => {
      state.latency = ms;
    },
    failNext: (count, status = 503, retryAfterSeconds = 0) => {
      state.fail = { count, status, retryAfter: retryAfterSeconds };
    },
    malformNext: (count) => {
      state.malformed = count;
    },
    setCaptcha: (on) => {
      state.captcha = on;
    },
    setPriceEpoch: (epoch) => {
      state.epoch = epoch;
    },
    setOutOfStock: (asins) => {
      state.outOfStock = new Set(asins);
    },
    setNextLinkOverride: (href) => {
      state.nextOverride = href;
    },
    requests: () => [...state.log],
    dropped: () => state.dropped,
    clearRequests: () => {
      state.log = [];
    },
    reset: () => {
      Object.assign(state, {
        latency: opts.latencyMs ?? 0,
        fail: { count: 0, status: 503, retryAfter: 0 },
        malformed: 0,
        captcha: false,
        epoch: 0,
        nextOverride: null,
        outOfStock: new Set<string>(),
        log: [],
        dropped: 0,
      });
    },
  };

  return {
    server,
    url: origin,
    locale,
    catalogue,
    controls,
    resultsPage,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
