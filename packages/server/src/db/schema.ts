import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Raw bytes (pictures): a Buffer in, a Uint8Array or Buffer out depending on the driver. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Search-engine text; `seo_locked` keeps a hand-edited text out of bulk rewrites. */
const seo = {
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  seoKeywords: text('seo_keywords'),
  seoLocked: boolean('seo_locked').notNull().default(false),
};

export const siteConfig = pgTable('site_config', {
  websiteTopic: text('website_topic').primaryKey(),
  domain: text('domain').unique(),
  title: text('title').notNull(),
  tagline: text('tagline').notNull().default(''),
  description: text('description').notNull().default(''),
  logoUrl: text('logo_url'),
  primaryColor: text('primary_color').notNull().default('#1a2b5f'),
  secondaryColor: text('secondary_color').notNull().default('#b0103a'),
  contactEmail: text('contact_email'),
  marketplaceBaseUrl: text('marketplace_base_url'),
  marketplaceAffiliateTag: text('marketplace_affiliate_tag'),
  /** How crawls and price refreshes reach the marketplace: its pages, or its product API. */
  marketplaceAdapter: text('marketplace_adapter', { enum: ['pages', 'creators-api'] })
    .notNull()
    .default('pages'),
  /** Hours between two scheduled price refreshes of the topic's items; 0 turns them off. */
  priceRefreshHours: integer('price_refresh_hours').notNull().default(24),
  /** A price checked longer ago than this is not shown on the storefront. */
  priceMaxAgeHours: integer('price_max_age_hours').notNull().default(24),
  /** An item's product page is read again once what was taken from it is this old. */
  productPageMaxAgeDays: integer('product_page_max_age_days').notNull().default(30),
  ...timestamps,
});

/**
 * The marketplace product API's credentials of a topic, apart from site_config so that no read
 * of the site's settings can carry them to a browser or a log.
 */
export const marketplaceCredentials = pgTable('marketplace_credentials', {
  websiteTopic: text('website_topic')
    .primaryKey()
    .references(() => siteConfig.websiteTopic, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  /** The API's credential version, which names the region its token endpoint is in. */
  credentialVersion: text('credential_version').notNull().default('2.1'),
  /** The marketplace the API answers for, e.g. `www.amazon.com`. */
  marketplace: text('marketplace').notNull().default('www.amazon.com'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Hosts on which the deployment has served pages of every topic by path prefix (not a topic's own
 * domain): such a host is shared, and a topic may claim it as its domain only once verified.
 */
export const sharedHosts = pgTable('shared_hosts', {
  host: text('host').primaryKey(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteTopic: text('website_topic')
      .notNull()
      .references(() => siteConfig.websiteTopic, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'editor', 'user'] }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Wrong passwords given for this account since its last successful sign-in. */
    failedLogins: integer('failed_logins').notNull().default(0),
    /** Set by an admin: the account cannot sign in, and its tokens stop working. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set when an admin resets the password: the person chooses a new one at the next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Raised to end every token issued before (password reset or change, disable, sign out everywhere). */
    sessionGeneration: integer('session_generation').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_topic_email_uq').on(t.websiteTopic, t.email),
    check('users_role_ck', sql`${t.role} in ('admin', 'editor', 'user')`),
  ],
);

/**
 * One sign-in (a token family): every token refreshed from it carries its id. Ending it, or
 * raising the user's session generation, ends all of them.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    websiteTopic: text('website_topic').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Brought forward at most once a minute, so a busy session costs few writes. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    address: text('address'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.endedAt)],
);

/**
 * Addresses a user has signed in from (an HMAC of the address, never the address itself): a
 * right password from one of them gets through while the account is under attack from elsewhere.
 */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteTopic: text('website_topic').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    isCategory: boolean('is_category').notNull().default(false),
    ordering: integer('ordering').notNull().default(0),
    /** Shown among the home page's featured brands and the header's top brands (the owner's choice). */
    featured: boolean('featured').notNull().default(true),
    searchTerm: text('search_term'),
    ...seo,
    itemCount: integer('item_count').notNull().default(0),
    lastCrawledAt: timestamp('last_crawled_at', { withTimezone: true }),
    ...timestamps,
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('brands_topic_slug_uq').on(t.websiteTopic, t.slug),
    index('brands_topic_category_order_idx').on(t.websiteTopic, t.isCategory, t.ordering),
    index('brands_search_idx').using('gin', t.searchVector),
    index('brands_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Search: the name alone (best tier, see catalogue.repository) and names starting with the query.
    index('brands_name_search_idx').using('gin', sql`to_tsvector('english', ${t.name})`),
    index('brands_name_prefix_idx').on(t.websiteTopic, sql`lower(${t.name}) text_pattern_ops`),
  ],
);

export const brandItems = pgTable(
  'brand_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteTopic: text('website_topic').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    brandSlug: text('brand_slug').notNull(),
    brandName: text('brand_name').notNull().default(''),
    itemSlug: text('item_slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    priceMinor: integer('price_minor'),
    currency: text('currency').notNull().default('USD'),
    rating: doublePrecision('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    marketplaceUrl: text('marketplace_url'),
    externalId: text('external_id'),
    /** When the marketplace last confirmed the price (a crawl or a refresh); null: never. */
    priceCheckedAt: timestamp('price_checked_at', { withTimezone: true }),
    /** The price before its last change, kept by a trigger (a drop shows as a badge). */
    previousPriceMinor: integer('previous_price_minor'),
    priceChangedAt: timestamp('price_changed_at', { withTimezone: true }),
    availability: text('availability', { enum: ['in_stock', 'out_of_stock', 'unknown'] })
      .notNull()
      .default('unknown'),
    /** When the product page (brand, bullet points, description) was last read. */
    detailsCheckedAt: timestamp('details_checked_at', { withTimezone: true }),
    isCategory: boolean('is_category').notNull().default(false),
    ordering: integer('ordering').notNull().default(0),
    ...seo,
    ...timestamps,
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(brand_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('brand_items_brand_slug_uq').on(t.brandId, t.itemSlug),
    uniqueIndex('brand_items_topic_external_uq')
      .on(t.websiteTopic, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('brand_items_topic_brand_order_idx').on(t.websiteTopic, t.brandSlug, t.ordering),
    index('brand_items_topic_category_order_idx').on(t.websiteTopic, t.isCategory, t.ordering),
    index('brand_items_brand_id_idx').on(t.brandId),
    index('brand_items_search_idx').using('gin', t.searchVector),
    index('brand_items_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Search: name and brand name (best tier, see catalogue.repository) and names starting with the query.
    index('brand_items_name_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.name} || ' ' || ${t.brandName})`,
    ),
    index('brand_items_name_prefix_idx').on(t.websiteTopic, sql`lower(${t.name}) text_pattern_ops`),
    check('brand_items_rating_ck', sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
    check('brand_items_price_ck', sql`${t.priceMinor} is null or ${t.priceMinor} >= 0`),
  ],
);

/**
 * Every price an item has had, written by a trigger on brand_items (migration 0008) whenever the
 * price or its currency changes, so every path that changes a price records it in its transaction.
 */
export const itemPrices = pgTable(
  'item_prices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    websiteTopic: text('website_topic').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => brandItems.id, { onDelete: 'cascade' }),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_prices_item_checked_idx').on(t.itemId, t.checkedAt)],
);

/**
 * Search dictionary: the distinct words of the topic's brand names, item names and items'
 * brand names (lower-case, split on anything but letters and digits), kept by triggers on
 * brands and brand_items (migration 0004). A query word that is no word of it, nor the start
 * of one, is replaced by its closest words here (trigram similarity on a small table).
 * Words of deleted rows stay: a stale word finds nothing and costs nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    websiteTopic: text('website_topic').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.websiteTopic, t.word] }),
    index('search_words_prefix_idx').on(t.websiteTopic, t.word.op('text_pattern_ops')),
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

/**
 * Words of the same meaning, per topic (`perfume`, `parfum`, `eau de parfum`): search reads a
 * query word or phrase of a group as any of the group's terms. Kept by the site's admin.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteTopic: text('website_topic').notNull(),
    /** Lower-case words or phrases, at least two. */
    terms: text('terms').array().notNull(),
    ...timestamps,
  },
  (t) => [index('search_synonyms_topic_idx').on(t.websiteTopic, t.id)],
);

export const tips = pgTable(
  'tips',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteTopic: text('website_topic').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    imageUrl: text('image_url'),
    summaryHtml: text('summary_html').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    rank: integer('rank').notNull().default(0),
    ...seo,
    ...timestamps,
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary_html, '')), 'B') || setweight(to_tsvector('english', coalesce(body_html, '')), 'D')`,
    ),
  },
  (t) => [
    uniqueIndex('tips_topic_slug_uq').on(t.websiteTopic, t.slug),
    index('tips_topic_rank_idx').on(t.websiteTopic, t.rank),
    index('tips_search_idx').using('gin', t.searchVector),
  ],
);

export const podcasts = pgTable(
  'podcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteTopic: text('website_topic').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    audioUrl: text('audio_url'),
    embedUrl: text('embed_url'),
    imageUrl: text('image_url'),
    durationSeconds: integer('duration_seconds'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    rank: integer('rank').notNull().default(0),
    ...timestamps,
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    index('podcasts_topic_rank_idx').on(t.websiteTopic, t.rank),
    index('podcasts_search_idx').using('gin', t.searchVector),
  ],
);

export const bankingRecords = pgTable(
  'banking_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteTopic: text('website_topic').notNull(),
    date: date('date').notNull(),
    /** Exact money: integer minor units of `currency_type`. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currencyType: text('currency_type').notNull(),
    direction: text('direction', { enum: ['income', 'expense'] }).notNull(),
    category: text('category').notNull().default(''),
    counterparty: text('counterparty').notNull().default(''),
    note: text('note').notNull().default(''),
    reference: text('reference'),
    ...timestamps,
  },
  (t) => [
    index('banking_topic_currency_date_idx').on(t.websiteTopic, t.currencyType, t.date),
    index('banking_topic_date_idx').on(t.websiteTopic, t.date),
    check('banking_direction_ck', sql`${t.direction} in ('income', 'expense')`),
    check('banking_amount_ck', sql`${t.amountMinor} >= 0`),
    check('banking_currency_ck', sql`${t.currencyType} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * The server makes the id (random, unguessable) and a key only the visitor's browser keeps;
 * `key_hash` is the key's SHA-256 (hex), so a copy of the table opens no conversation.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: text('id').primaryKey(),
    websiteTopic: text('website_topic').notNull(),
    keyHash: text('key_hash').notNull(),
    ...timestamps,
  },
  (t) => [index('chat_sessions_topic_idx').on(t.websiteTopic, t.updatedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    websiteTopic: text('website_topic').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    ...timestamps,
  },
  (t) => [
    index('chat_messages_session_idx').on(t.sessionId, t.id),
    check('chat_messages_role_ck', sql`${t.role} in ('user', 'assistant')`),
  ],
);

/**
 * One row per beacon: a page view or a click out to the marketplace. No IP and no cookie:
 * `visitor_hash` only tells the visits of one visitor on one day apart from another's.
 * Country and region are '' when the address has no known place (loopback, private ranges).
 */
export const visits = pgTable(
  'visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    websiteTopic: text('website_topic').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    day: date('day').notNull(),
    kind: text('kind', { enum: ['pageview', 'outbound'] })
      .notNull()
      .default('pageview'),
    path: text('path').notNull(),
    targetUrl: text('target_url'),
    referrer: text('referrer'),
    device: text('device'),
    browser: text('browser'),
    country: text('country').notNull().default(''),
    region: text('region').notNull().default(''),
    /** Hash of IP, user agent, topic and a daily salt: counts visitors without storing who they are. */
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [
    index('visits_topic_day_idx').on(t.websiteTopic, t.day),
    index('visits_topic_day_country_idx').on(t.websiteTopic, t.day, t.country, t.region),
  ],
);

/**
 * Daily rollup per place, so that a range over millions of visits reads a few thousand rows.
 * A visitor is counted once per day, in the row of the place of their first page view that day
 * (`visitors_daily` decides who is new), so summing `visitors` across places is exact.
 */
export const visitsDaily = pgTable(
  'visits_daily',
  {
    websiteTopic: text('website_topic').notNull(),
    day: date('day').notNull(),
    country: text('country').notNull().default(''),
    region: text('region').notNull().default(''),
    pageviews: integer('pageviews').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    outboundClicks: integer('outbound_clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.websiteTopic, t.day, t.country, t.region] })],
);

/**
 * The visitors of a day, one row each: the day's list reads it, and inserting into it is how
 * every process agrees on whether a visitor is new. Rows are only as identifying as the hash.
 */
export const visitorsDaily = pgTable(
  'visitors_daily',
  {
    websiteTopic: text('website_topic').notNull(),
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    entryPath: text('entry_path').notNull(),
    referrer: text('referrer').notNull().default(''),
    device: text('device').notNull().default(''),
    browser: text('browser').notNull().default(''),
    country: text('country').notNull().default(''),
    region: text('region').notNull().default(''),
    pageviews: integer('pageviews').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.websiteTopic, t.day, t.visitorHash] }),
    index('visitors_daily_topic_day_seen_idx').on(t.websiteTopic, t.day, t.firstSeenAt),
    index('visitors_daily_topic_day_place_idx').on(t.websiteTopic, t.day, t.country, t.region),
  ],
);

/** Daily counts of pages, referring hosts and outbound links, for the range's top lists. */
export const visitsDailyTop = pgTable(
  'visits_daily_top',
  {
    websiteTopic: text('website_topic').notNull(),
    day: date('day').notNull(),
    dimension: text('dimension', { enum: ['page', 'referrer', 'outbound'] }).notNull(),
    value: text('value').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.websiteTopic, t.day, t.dimension, t.value] })],
);

/**
 * The salt of each day's visitor hash, shared by every process through the database. Salts of
 * past days are deleted, after which nobody (us included) can link a hash to an address.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const crawlRuns = pgTable(
  'crawl_runs',
  {
    sessionId: text('session_id').primaryKey(),
    websiteTopic: text('website_topic').notNull(),
    mode: text('mode', { enum: ['all', 'empty', 'term', 'refresh', 'seo-empty', 'seo-all'] }).notNull(),
    terms: jsonb('terms').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    totalBrands: integer('total_brands').notNull().default(0),
    totalItems: integer('total_items').notNull().default(0),
    crawledBrands: integer('crawled_brands').notNull().default(0),
    crawledItems: integer('crawled_items').notNull().default(0),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    /** What the run created, updated and skipped, and why (see CrawlReport in the contract). */
    report: jsonb('report').$type<Record<string, unknown>>().notNull().default({}),
    startedBy: integer('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('crawl_runs_topic_started_idx').on(t.websiteTopic, t.startedAt),
    index('crawl_runs_status_idx').on(t.status),
  ],
);

/**
 * Items a crawl found whose brand is not a brand of the topic: they wait here, off the storefront,
 * until an admin makes the brand (or files them under an existing one) or dismisses them.
 */
export const crawlReview = pgTable(
  'crawl_review',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteTopic: text('website_topic').notNull(),
    externalId: text('external_id').notNull(),
    brandName: text('brand_name').notNull(),
    /** The item as it would be imported (ImportItem of the crawl module). */
    item: jsonb('item').$type<Record<string, unknown>>().notNull(),
    sessionId: text('session_id'),
    status: text('status', { enum: ['pending', 'dismissed'] })
      .notNull()
      .default('pending'),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crawl_review_topic_external_uq').on(t.websiteTopic, t.externalId),
    index('crawl_review_topic_brand_idx').on(t.websiteTopic, t.status, t.brandName),
  ],
);

/**
 * Scheduled work per topic (price refresh, retention). A process takes a due job by moving its
 * `next_run_at` on in one UPDATE, so PostgreSQL lets exactly one process run each occurrence.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    job: text('job').notNull(),
    websiteTopic: text('website_topic').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
    lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
    lastStatus: text('last_status'),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.job, t.websiteTopic] })],
);

/**
 * Pictures uploaded to a topic's media library: the original's facts; the bytes live in
 * `media_variants` (resized widths in modern formats), so every process serves the same files.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteTopic: text('website_topic')
      .notNull()
      .references(() => siteConfig.websiteTopic, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    alt: text('alt').notNull().default(''),
    /** The uploaded file's type, as its bytes say (not as the client claimed). */
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** SHA-256 of the original: the same picture uploaded twice is one asset. */
    sha256: text('sha256').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** `pending` until a background job has made the variants; `failed` with `error` if it could not. */
    status: text('status').notNull().default('ready'),
    error: text('error'),
    /** The format every browser shows, chosen at upload (PNG when the header has alpha), so addresses never change. */
    fallback: text('fallback').notNull().default('jpeg'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('media_assets_topic_sha_uq').on(t.websiteTopic, t.sha256),
    index('media_assets_topic_created_idx').on(t.websiteTopic, t.createdAt),
    check('media_assets_status_ck', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);

/** An uploaded file as it came: what the variants are made from, and what is served until they exist. */
export const mediaOriginals = pgTable('media_originals', {
  assetId: integer('asset_id')
    .primaryKey()
    .references(() => mediaAssets.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});

/** One stored file of a picture: a width in a format (`webp`, `avif`, `jpeg`, `png`; `svg` for drawn pictures). */
export const mediaVariants = pgTable(
  'media_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    uniqueIndex('media_variants_asset_width_format_uq').on(t.assetId, t.width, t.format),
    check('media_variants_format_ck', sql`${t.format} in ('webp', 'avif', 'jpeg', 'png', 'svg')`),
  ],
);

/**
 * Who changed what, written in the same transaction as the change: one row per write (a
 * reorder is one row), with a field-level diff and, for records that can be restored, the
 * record as it was after the change.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    websiteTopic: text('website_topic')
      .notNull()
      .references(() => siteConfig.websiteTopic, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: the person may be removed later. */
    userEmail: text('user_email').notNull().default(''),
    /** create, update, delete, restore, reorder, import, ... */
    action: text('action').notNull(),
    /** brand, brandItem, tip, podcast, bankingRecord, siteConfig, user, media, ... */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    entityLabel: text('entity_label').notNull().default(''),
    /** Field → [before, after], for the fields that changed. */
    changes: jsonb('changes').notNull().default({}),
    /** The record after the change (null after a delete): what "restore this version" writes back. */
    snapshot: jsonb('snapshot'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_topic_created_idx').on(t.websiteTopic, t.createdAt),
    index('activity_log_topic_entity_idx').on(t.websiteTopic, t.entityType, t.entityId, t.createdAt),
    index('activity_log_topic_user_idx').on(t.websiteTopic, t.userId, t.createdAt),
  ],
);
