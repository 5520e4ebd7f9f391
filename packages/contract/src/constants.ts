/** Business constants shared by the server and the web app (spec section 9). */
export const DEFAULT_TOPIC = 'batteries';
export const LANDING_TOPICS = ['batteries', 'beautyluxdeluxe', 'test'] as const;

export const API_BASE = '/api';
export const AUTH_BASE = '/auth';

export const BRANDS_PAGE_SIZE = 6;
export const FEATURED_LIMIT = 6;
/** The most featured brands one call returns. */
export const FEATURED_MAX = 48;
export const FIRST_PAGE = 1;
export const TIPS_PAGE_SIZE = 10;
/**
 * Item grids (all items, category items, a brand's or category's items) show 12 to a page: a
 * multiple of the 2, 3 and 4 columns of phone, tablet and desktop, so no page ends in a ragged row.
 */
export const ITEMS_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/** The last page number any list is asked for: past it an offset would be absurd. */
export const MAX_PAGE = 100_000;

/** The client refreshes its token this often while logged in. */
export const TOKEN_REFRESH_INTERVAL_MS = 900_000;
/** Tokens live longer than the refresh interval so that one missed refresh does not log out. */
export const TOKEN_TTL_SECONDS = 60 * 60;

export const ANALYTICS_DEFAULT_RANGE_DAYS = 30;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const STORAGE_KEYS = {
  token: 'token',
  tokenTopic: 'tokenTopic',
  lastTopic: 'lastTopic',
} as const;

export const ROLES = ['admin', 'editor', 'user'] as const;

/**
 * Words a brand slug may not take: they are routes under a topic.
 * Kept here so the server refuses them and the client's routes stay in step.
 */
export const RESERVED_ROUTE_WORDS = [
  'about',
  'admin',
  'login',
  'account',
  'brands',
  'search',
  'podcasts',
  'tips',
  'category',
  'brand-items',
  'category-items',
  'hassle-free-shopping',
  'privacy-policy',
  'shipping-policy',
  'api',
  'auth',
  'assets',
  'healthz',
  'readyz',
  'sitemap.xml',
  'robots.txt',
  // /api/brand-items/brand/{id} would shadow a brand of this slug.
  'brand',
] as const;
