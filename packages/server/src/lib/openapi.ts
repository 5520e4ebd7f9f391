import { ErrorReply, ROUTES } from '@app/contract';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = typeof jsonSchemaTransform;

/** Calls that can meet a conflict: a slug or domain taken, a crawl or text fill already running. */
const CONFLICTS = new Set([
  `POST ${ROUTES.brands.list}`,
  `PUT ${ROUTES.brands.byId}`,
  `POST ${ROUTES.brandItems.list}`,
  `POST ${ROUTES.brandItems.bulk}`,
  `PUT ${ROUTES.brandItems.byId}`,
  `POST ${ROUTES.tips.list}`,
  `PUT ${ROUTES.tips.byId}`,
  `PUT ${ROUTES.siteConfig.one}`,
  `POST ${ROUTES.crawl.crawlAll}`,
  `POST ${ROUTES.crawl.crawlEmpty}`,
  `POST ${ROUTES.crawl.crawlTerm}`,
  `POST ${ROUTES.seo.populateEmpty}`,
  `POST ${ROUTES.seo.populateAll}`,
]);

const reply = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorReply } },
});

const ERROR_REPLIES = {
  400: reply(
    'Invalid request: a parameter or body field (see `issues`), malformed JSON or a malformed address',
  ),
  401: reply('No token, or an invalid or expired one'),
  403: reply("The caller's role does not allow this, or the token is of another site than the one named"),
  404: reply(
    'No such record for this site (another site’s records answer alike), or no site named by `websiteTopic`',
  ),
  409: reply('Conflict: a slug or domain already taken, or the same job already running'),
  413: reply('The request body is too large'),
  415: reply('Only `application/json` bodies are read'),
  429: reply('Too many requests; wait and try again'),
  503: reply('The database is unavailable; try again after `Retry-After` seconds'),
} as const;
type ErrorStatus = keyof typeof ERROR_REPLIES;

/** The error replies a route can give, from what every route shares (hooks, rate limit, database) and its own schema. */
function errorStatuses(
  method: string,
  url: string,
  schema: FastifySchema & { security?: readonly unknown[] },
): ErrorStatus[] {
  if (url === ROUTES.health) return [];
  if (url === ROUTES.ready) return [503];
  const statuses: ErrorStatus[] = [400];
  if (schema.security?.length) statuses.push(401, 403);
  // Every API route resolves the `websiteTopic` it is given (an unknown site is a 404).
  statuses.push(404);
  if (CONFLICTS.has(`${method} ${url}`)) statuses.push(409);
  if (schema.body) statuses.push(413, 415);
  if (/^\/(api|auth)\//.test(url)) statuses.push(429);
  statuses.push(503);
  return statuses;
}

/**
 * The OpenAPI transform: the zod schemas as JSON Schema, plus the `{success:false, data:null,
 * error}` replies each operation can give, added here in one place rather than route by route.
 * A route's own description of a status wins.
 */
export const openApiTransform: Transform = (input) => {
  const { schema, route } = input;
  if (!schema || (schema as { hide?: boolean }).hide) return jsonSchemaTransform(input);
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const statuses = errorStatuses(methods[0] ?? 'GET', route.url, schema);
  const errors = Object.fromEntries(statuses.map((s) => [s, ERROR_REPLIES[s]]));
  const response = { ...errors, ...((schema.response as object | undefined) ?? {}) };
  return jsonSchemaTransform({ ...input, schema: { ...schema, response } });
};
