import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildCatalogue, type Catalogue, type SimProduct, searchCatalogue } from './catalogue';
import { apiItem } from './creators-api-item';
import { productImage } from './markup';

/*
 * A local fake of the marketplace's product API, the Amazon Creators API (successor of PA-API 5).
 * Shapes follow the public client libraries of the API (the official SDKs' request models, and
 * the open-source clients that call it over plain HTTP):
 * - token: POST to the credential version's token endpoint, OAuth 2.0 client credentials, as a
 *   form (version 2.x, scope `creatorsapi/default`) or JSON (3.x, scope `creatorsapi::default`);
 *   `{access_token, token_type, expires_in}`; a wrong id or secret is 401 `{"error":"invalid_client"}`
 *   as RFC 6749 section 5.2 has it.
 * - operations: POST `/catalog/v1/searchItems` and `/catalog/v1/getItems`, JSON bodies in
 *   camelCase (`keywords`, `itemIds`, `itemCount`, `itemPage`, `resources`, `partnerTag`,
 *   `marketplace`), headers `Authorization: Bearer <token>[, Version <v>]` and `x-marketplace`.
 * - replies: `searchResult.items[]`, `itemsResult.items[]` with `itemInfo.title.displayValue`,
 *   `itemInfo.byLineInfo.brand.displayValue`, `itemInfo.features.displayValues`,
 *   `images.primary.large.url`, `offersV2.listings[].price.money.{amount,currency}`,
 *   `offersV2.listings[].availability.type`, `customerReviews.{count,starRating.value}`.
 * - errors: PA-API 5's `Errors[{Code, Message}]` in the API's camelCase, `errors[{code, message}]`:
 *   `NoResults` (404), `InvalidParameterValue` (400), `InvalidPartnerTag` (400),
 *   `ItemNotAccessible` (per id, beside the items found), `TooManyRequests` (429, Retry-After),
 *   and 401 for a missing, unknown or expired token.
 */

export type CreatorsApiSimOptions = {
  port?: number;
  host?: string;
  /** Share the HTML simulator's catalogue; else one is built from seed, brands, itemsPerBrand. */
  catalogue?: Catalogue;
  seed?: number;
  brands?: number;
  itemsPerBrand?: number;
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of an access token; the real API gives 3600 s, tests a second or two. */
  tokenTtlSeconds?: number;
  /** The marketplace the API answers for (`x-marketplace`). */
  marketplace?: string;
  latencyMs?: number;
};

/** One request as the fake saw it (no secrets: the token endpoint's body is not kept). */
export type CreatorsApiCall = {
  operation: 'token' | 'searchItems' | 'getItems' | 'other';
  status: number;
  keywords?: string;
  itemPage?: number;
  itemIds?: string[];
  partnerTag?: string;
  marketplace?: string;
};

export type CreatorsApiControls = {
  /** The next `count` operation calls (not token requests) answer `status`. */
  failNext(count: number, status?: 429 | 500 | 503, retryAfterSeconds?: number): void;
  /** Every token issued so far is expired from now on. */
  expireTokens(): void;
  setTokenTtl(seconds: number): void;
  /** Prices move by `epoch` percent, as in the HTML simulator. */
  setPriceEpoch(epoch: number): void;
  calls(): CreatorsApiCall[];
  clearCalls(): void;
  reset(): void;
};

export type CreatorsApiSim = {
  server: Server;
  /** Base URL of the operations (`<url>/catalog/v1/...`). */
  url: string;
  /** The token endpoint. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  marketplace: string;
  catalogue: Catalogue;
  controls: CreatorsApiControls;
  close(): Promise<void>;
};

/** The API's limits: ids per GetItems, results per SearchItems page, pages per search. */
const MAX_IDS = 10;
const MAX_ITEM_COUNT = 10;
const MAX_ITEM_PAGE = 10;

const errorsBody = (code: string, message: string) => ({ errors: [{ code, message }] });

export async function startCreatorsApiSim(opts: CreatorsApiSimOptions = {}): Promise<CreatorsApiSim> {
  const catalogue =
    opts.catalogue ??
    buildCatalogue({ seed: opts.seed, brands: opts.brands, itemsPerBrand: opts.itemsPerBrand });
  const byAsin = new Map(catalogue.products.map((p) => [p.asin, p]));
  const clientId = opts.clientId ?? 'sim-client-id';
  const clientSecret = opts.clientSecret ?? 'sim-client-secret';
  const marketplace = opts.marketplace ?? 'www.amazon.com';
  const fresh = () => ({
    ttl: opts.tokenTtlSeconds ?? 3600,
    fail: { count: 0, status: 429 as number, retryAfter: 0 },
    epoch: 0,
    calls: [] as CreatorsApiCall[],
  });
  let state = fresh();
  /** Issued tokens and when each expires (ms since the epoch). */
  const tokens = new Map<string, number>();
  let origin = '';

  const priceOf = (p: SimProduct) => Math.round(p.basePriceCents * (1 + state.epoch / 100));

  function token(form: Record<string, string>): [number, unknown] {
    if (form.grant_type !== 'client_credentials') return [400, { error: 'unsupported_grant_type' }];
    if (form.client_id !== clientId || form.client_secret !== clientSecret) {
      return [401, { error: 'invalid_client' }];
    }
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, Date.now() + state.ttl * 1000);
    return [200, { access_token: accessToken, token_type: 'Bearer', expires_in: state.ttl }];
  }

  /** 401 unless the bearer token is one we issued and still valid. */
  function authorise(req: IncomingMessage): [number, unknown] | null {
    const bearer = /^Bearer ([^,\s]+)/.exec(req.headers.authorization ?? '')?.[1];
    const expires = bearer ? tokens.get(bearer) : undefined;
    if (expires === undefined)
      return [401, errorsBody('Unauthorized', 'The access token is missing or invalid.')];
    if (expires <= Date.now()) return [401, errorsBody('ExpiredToken', 'The access token has expired.')];
    return null;
  }

  function operation(name: string, body: Record<string, unknown>, call: CreatorsApiCall): [number, unknown] {
    const partnerTag = typeof body.partnerTag === 'string' ? body.partnerTag : '';
    if (!partnerTag)
      return [400, errorsBody('InvalidPartnerTag', 'The partner tag is invalid or not present.')];
    const resources = new Set(Array.isArray(body.resources) ? body.resources.map(String) : []);
    const item = (p: SimProduct) => apiItem(p, { origin, resources, partnerTag, priceCents: priceOf(p) });
    if (name === 'searchItems') {
      const keywords = String(body.keywords ?? '').trim();
      const itemCount = Number(body.itemCount ?? MAX_ITEM_COUNT);
      const itemPage = Number(body.itemPage ?? 1);
      Object.assign(call, { keywords, itemPage });
      if (!keywords) return [400, errorsBody('InvalidParameterValue', 'Keywords are required.')];
      if (!Number.isInteger(itemCount) || itemCount < 1 || itemCount > MAX_ITEM_COUNT)
        return [400, errorsBody('InvalidParameterValue', `itemCount must be 1 to ${MAX_ITEM_COUNT}.`)];
      if (!Number.isInteger(itemPage) || itemPage < 1 || itemPage > MAX_ITEM_PAGE)
        return [400, errorsBody('InvalidParameterValue', `itemPage must be 1 to ${MAX_ITEM_PAGE}.`)];
      const found = searchCatalogue(catalogue, keywords);
      const slice = found.slice((itemPage - 1) * itemCount, itemPage * itemCount);
      if (slice.length === 0) return [404, errorsBody('NoResults', 'No results found for your request.')];
      return [
        200,
        {
          searchResult: {
            totalResultCount: found.length,
            searchURL: `${origin}/s?k=${encodeURIComponent(keywords)}`,
            items: slice.map(item),
          },
        },
      ];
    }
    if (name === 'getItems') {
      const ids = Array.isArray(body.itemIds) ? body.itemIds.map(String) : [];
      call.itemIds = ids;
      if (ids.length < 1 || ids.length > MAX_IDS)
        return [400, errorsBody('InvalidParameterValue', `itemIds must hold 1 to ${MAX_IDS} ids.`)];
      const known = ids.flatMap((id) => byAsin.get(id) ?? []);
      const items = known.map(item);
      const errors = ids
        .filter((id) => !byAsin.has(id))
        .map((id) => ({
          code: 'ItemNotAccessible',
          message: `The ItemId ${id} is not accessible through the Creators API.`,
        }));
      if (items.length === 0) return [404, { errors }];
      return [200, { itemsResult: { items }, ...(errors.length ? { errors } : {}) }];
    }
    return [404, errorsBody('UnknownOperation', `The operation ${name} is not supported.`)];
  }

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://sim');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    const image = url.pathname.match(/^\/images\/I\/([A-Z0-9]{10})\._[A-Z0-9_]+_\.svg$/);
    if (req.method === 'GET' && image)
      return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(productImage(image[1]!));
    if (req.method !== 'POST') return send(405, errorsBody('MethodNotAllowed', 'Use POST.'));

    if (url.pathname === '/oauth2/token' || url.pathname === '/auth/o2/token') {
      const json = (req.headers['content-type'] ?? '').includes('json');
      let form: Record<string, string> = {};
      try {
        form = json ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
      } catch {
        return send(400, { error: 'invalid_request' });
      }
      const [status, body] = token(form);
      state.calls.push({ operation: 'token', status });
      return send(status, body, { 'cache-control': 'no-store' });
    }

    const op = url.pathname.match(/^\/catalog\/v1\/(\w+)$/)?.[1];
    const call: CreatorsApiCall = {
      operation: op === 'searchItems' || op === 'getItems' ? op : 'other',
      status: 0,
      marketplace: String(req.headers['x-marketplace'] ?? ''),
    };
    state.calls.push(call);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw || '{}');
    } catch {
      call.status = 400;
      return send(400, errorsBody('InvalidParameterValue', 'The request body is not JSON.'));
    }
    call.partnerTag = typeof body.partnerTag === 'string' ? body.partnerTag : undefined;
    let result = authorise(req);
    if (!result && state.fail.count > 0) {
      state.fail.count--;
      const { status } = state.fail;
      result = [
        status,
        status === 429
          ? errorsBody('TooManyRequests', 'The request was throttled.')
          : errorsBody('InternalFailure', 'The request failed; try again.'),
      ];
    }
    result ??=
      call.marketplace === marketplace
        ? operation(op ?? '', body, call)
        : [400, errorsBody('InvalidParameterValue', `x-marketplace must be ${marketplace}.`)];
    const [status, reply] = result;
    call.status = status;
    const retry: Record<string, string> =
      status === 429 || status === 503 ? { 'retry-after': String(state.fail.retryAfter) } : {};
    return send(status, reply, retry);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const run = () => handle(req, res, Buffer.concat(chunks).toString('utf8'));
      if (opts.latencyMs) setTimeout(run, opts.latencyMs);
      else run();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const controls: CreatorsApiControls = {
    failNext: (count, status = 429, retryAfterSeconds = 0) => {
      state.fail = { count, status, retryAfter: retryAfterSeconds };
    },
    expireTokens: () => {
      for (const key of tokens.keys()) tokens.set(key, 0);
    },
    setTokenTtl: (seconds) => {
      state.ttl = seconds;
    },
    setPriceEpoch: (epoch) => {
      state.epoch = epoch;
    },
    calls: () => state.calls.map((c) => ({ ...c })),
    clearCalls: () => {
      state.calls = [];
    },
    reset: () => {
      state = fresh();
      tokens.clear();
    },
  };

  return {
    server,
    url: origin,
    tokenUrl: `${origin}/oauth2/token`,
    clientId,
    clientSecret,
    marketplace,
    catalogue,
    controls,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
