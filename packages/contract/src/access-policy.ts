import type { Role } from './auth';
import type { PAGE_ROUTES } from './page-routes';

/**
 * Who may call what, in one place: every route of the API (method and path as the server
 * registers them) with the least role that may call it. A role can do what the ones below it
 * can; 'visitor' needs no token. The server installs its guards from this table (a route it does
 * not name stops the start-up) and a test calls every route of the OpenAPI document as each role.
 *
 * Editor and admin act only in the topic of their token: a route for them never reads or
 * changes another topic's data, whatever topic the request names.
 */
export type LeastRole = 'visitor' | Role;

const RANK: Record<LeastRole, number> = { visitor: 0, user: 1, editor: 2, admin: 3 };

/** Whether `role` may do what `least` is asked for (an admin passes where an editor is asked). */
export const reaches = (role: LeastRole, least: LeastRole) => RANK[role] >= RANK[least];

export const ACCESS_POLICY = {
  // Process and crawler files.
  'GET /healthz': 'visitor',
  'GET /readyz': 'visitor',
  'GET /robots.txt': 'visitor',
  'GET /sitemap.xml': 'visitor',
  'GET /:topic/sitemap.xml': 'visitor',
  // Pages (only with a built web app): each private screen guards itself (SCREEN_POLICY) and its data here.
  'GET /*': 'visitor',

  // Signing in, and one's own account.
  'POST /auth/login': 'visitor',
  'GET /auth/validate': 'user',
  // The only write left to someone whose password an admin reset (every editor or admin route refuses them).
  'POST /auth/password': 'user',
  'GET /api/account/sessions': 'user',
  'DELETE /api/account/sessions/:id': 'user',
  'POST /api/account/sessions/sign-out-others': 'user',
  'POST /api/account/sessions/sign-out-everywhere': 'user',

  // Site settings: visitors read a topic's public face; its admins change it.
  'GET /api/site-config': 'visitor',
  'GET /api/site-config/all': 'visitor',
  'GET /api/site-config/resolve': 'visitor',
  'PUT /api/site-config': 'admin',
  'GET /api/site-config/domain-proof': 'admin',
  // Credentials of the marketplace's API, never sent back.
  'GET /api/site-config/marketplace': 'admin',
  'PUT /api/site-config/marketplace': 'admin',

  // Brands and categories: everyone reads, editors write.
  'GET /api/brands': 'visitor',
  'GET /api/brands/light': 'visitor',
  'GET /api/brands/categories-flyout': 'visitor',
  'GET /api/brands/featured': 'visitor',
  'GET /api/brands/slug/:slug': 'visitor',
  'GET /api/brands/:id': 'visitor',
  'POST /api/brands': 'editor',
  'PUT /api/brands/:id': 'editor',
  'DELETE /api/brands/:id': 'editor',
  'POST /api/brands/change-order': 'editor',

  // Items: everyone reads, editors write.
  'GET /api/brand-items': 'visitor',
  'GET /api/brand-items/brand/:brandId': 'visitor',
  'GET /api/brand-items/:id': 'visitor',
  'GET /api/brand-items/:brandSlug/:itemSlug': 'visitor',
  'GET /api/brand-items/:brandSlug/:itemSlug/prices': 'visitor',
  'POST /api/brand-items': 'editor',
  'POST /api/brand-items/bulk': 'editor',
  'PUT /api/brand-items/:id': 'editor',
  'DELETE /api/brand-items/:id': 'editor',
  'PATCH /api/brand-items/order': 'editor',
  // The catalogue file: the editors' work as much as the admins'.
  'GET /api/brand-items/export': 'editor',
  'POST /api/brand-items/import': 'editor',

  // Tips: everyone reads, editors write.
  'GET /api/tips': 'visitor',
  'GET /api/tips/:idOrSlug': 'visitor',
  'POST /api/tips': 'editor',
  'PUT /api/tips/:id': 'editor',
  'DELETE /api/tips/:id': 'editor',
  'POST /api/tips/change-order': 'editor',

  // Podcasts: everyone reads, editors write.
  'GET /api/podcasts': 'visitor',
  'POST /api/podcasts': 'editor',
  'PUT /api/podcasts/:id': 'editor',
  'DELETE /api/podcasts/:id': 'editor',
  'POST /api/podcasts/change-order': 'editor',

  // The media library: pictures of the catalogue, tips and podcasts, so editors manage it.
  'GET /api/media': 'editor',
  'POST /api/media': 'editor',
  'GET /api/media/:id': 'editor',
  'PUT /api/media/:id': 'editor',
  'DELETE /api/media/:id': 'editor',
  'GET /api/media/:id/usage': 'editor',
  'GET /api/media/files/:key/:name': 'visitor',

  // Search: everyone searches; the synonym groups are the admin's.
  'GET /api/search': 'visitor',
  'GET /api/search/aggregated': 'visitor',
  'GET /api/search/synonyms': 'admin',
  'POST /api/search/synonyms': 'admin',
  'PUT /api/search/synonyms/:id': 'admin',
  'DELETE /api/search/synonyms/:id': 'admin',

  // The assistant: open to visitors; a conversation is read and continued only with its own key (X-Chat-Key).
  'POST /api/chat/session': 'visitor',
  'GET /api/chat/history/:sessionId': 'visitor',
  'POST /api/chat/message': 'visitor',
  'POST /api/chat/message/stream': 'visitor',

  // The dashboard: the catalogue's figures, which editors see too.
  'GET /api/admin/overview': 'editor',

  // Marketplace crawls and price refreshes: the admin's.
  'POST /api/amazon-search/crawl-all': 'admin',
  'POST /api/amazon-search/crawl-empty': 'admin',
  'POST /api/amazon-search/crawl-term': 'admin',
  'POST /api/amazon-search/cancel': 'admin',
  'POST /api/amazon-search/destroy': 'admin',
  'GET /api/amazon-search/status': 'admin',
  'GET /api/amazon-search/runs': 'admin',
  // A stream: takes its token in the query too, and ends when its caller drops below admin.
  'GET /api/amazon-search/progress': 'admin',
  'GET /api/amazon-search/review': 'admin',
  'POST /api/amazon-search/review/accept': 'admin',
  'POST /api/amazon-search/review/dismiss': 'admin',
  'GET /api/amazon-search/price-refresh': 'admin',
  'POST /api/amazon-search/price-refresh': 'admin',

  // Search-engine text: the admin's.
  'POST /api/seo/populate-empty': 'admin',
  'POST /api/seo/populate-all': 'admin',
  'GET /api/seo/status': 'admin',
  'GET /api/seo/preview': 'admin',

  // History of changes, every entity's included: the admin's, though editors make most of it.
  'GET /api/activity': 'admin',
  'GET /api/activity/:entityType/:entityId': 'admin',
  'POST /api/activity/:id/restore': 'admin',

  // Visits: visitors send the beacon, admins read the figures.
  'POST /api/analytics/event': 'visitor',
  'GET /api/analytics/daily': 'admin',
  'GET /api/analytics/day': 'admin',
  'GET /api/analytics/locations': 'admin',
  'GET /api/analytics/top': 'admin',

  // Bookkeeping: the admin's.
  'GET /api/banking': 'admin',
  'POST /api/banking': 'admin',
  'GET /api/banking/summary': 'admin',
  'GET /api/banking/export': 'admin',
  'POST /api/banking/import': 'admin',
  'GET /api/banking/:id': 'admin',
  'PUT /api/banking/:id': 'admin',
  'DELETE /api/banking/:id': 'admin',

  // The team: the admin's.
  'GET /api/team': 'admin',
  'POST /api/team': 'admin',
  'PUT /api/team/:id/role': 'admin',
  'PUT /api/team/:id/disabled': 'admin',
  'POST /api/team/:id/password': 'admin',
  'DELETE /api/team/:id/sessions': 'admin',
  'DELETE /api/team/:id': 'admin',
} as const satisfies Record<string, LeastRole>;

export type PolicyRoute = keyof typeof ACCESS_POLICY;

/** The least role of a route (`HEAD` is its `GET`), or undefined when the table does not name it. */
export const leastRoleOf = (method: string, path: string): LeastRole | undefined =>
  (ACCESS_POLICY as Record<string, LeastRole>)[`${method === 'HEAD' ? 'GET' : method} ${path}`];

type PrivatePage = Extract<(typeof PAGE_ROUTES)[number], { kind: 'private' }>['path'];

/**
 * The web app's private screens (PAGE_ROUTES), with the least role that may open one; the web's
 * route guard reads it. A screen only shows: what it reads and writes is guarded by ACCESS_POLICY.
 */
export const SCREEN_POLICY = {
  login: 'visitor',
  account: 'user',
  // `admin` itself, and the catalogue screens below it (admin/brands, admin/tips/new, ...).
  'admin/*': 'editor',
  'admin/media': 'editor',
  'admin/search-synonyms': 'admin',
  'admin/team': 'admin',
  'admin/history': 'admin',
  'admin/site-settings': 'admin',
  'admin/crawl': 'admin',
  'admin/seo': 'admin',
  'admin/analytics': 'admin',
  'admin/banking': 'admin',
  'brands/new': 'editor',
  ':brandSlug/edit': 'editor',
  'category/:brandSlug/edit': 'editor',
  'brand-items/new': 'editor',
  'category-items/new': 'editor',
  'brand-items/bulk-create': 'editor',
  'category-items/bulk-create': 'editor',
  'brand-items/update-from-file': 'editor',
  // Anyone signed in opens an item's edit screen; saving it is for editors.
  ':brandSlug/:itemSlug/edit': 'user',
  'category/:brandSlug/:itemSlug/edit': 'user',
} as const satisfies Record<PrivatePage, LeastRole>;
