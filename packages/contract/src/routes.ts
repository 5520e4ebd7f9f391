/** Paths of the wire, relative to the server root. */
export const ROUTES = {
  health: '/healthz',
  ready: '/readyz',
  docs: '/api/docs',
  auth: {
    login: '/auth/login',
    validate: '/auth/validate',
    /** The signed-in person sets a new password (required after an admin reset it). */
    changePassword: '/auth/password',
  },
  brands: {
    list: '/api/brands',
    light: '/api/brands/light',
    flyout: '/api/brands/categories-flyout',
    featured: '/api/brands/featured',
    byId: '/api/brands/:id',
    bySlug: '/api/brands/slug/:slug',
    changeOrder: '/api/brands/change-order',
  },
  brandItems: {
    list: '/api/brand-items',
    bulk: '/api/brand-items/bulk',
    /** The catalogue file: every item as CSV or JSON (GET), read back as an update (POST). */
    export: '/api/brand-items/export',
    import: '/api/brand-items/import',
    order: '/api/brand-items/order',
    byBrand: '/api/brand-items/brand/:brandId',
    byId: '/api/brand-items/:id',
    bySlugs: '/api/brand-items/:brandSlug/:itemSlug',
    /** An item's price history (public: the item page draws it). */
    prices: '/api/brand-items/:brandSlug/:itemSlug/prices',
  },
  tips: {
    list: '/api/tips',
    byIdOrSlug: '/api/tips/:idOrSlug',
    byId: '/api/tips/:id',
    changeOrder: '/api/tips/change-order',
  },
  podcasts: {
    list: '/api/podcasts',
    byId: '/api/podcasts/:id',
    changeOrder: '/api/podcasts/change-order',
  },
  search: {
    plain: '/api/search',
    aggregated: '/api/search/aggregated',
    /** Admin only: the topic's synonym groups (words search reads as one another). */
    synonyms: '/api/search/synonyms',
    synonymById: '/api/search/synonyms/:id',
  },
  seo: {
    populateEmpty: '/api/seo/populate-empty',
    populateAll: '/api/seo/populate-all',
    /** The fill's progress (counts, errors, per-record results); admins of the topic. */
    status: '/api/seo/status',
    /** Before and after of a few records, without writing. */
    preview: '/api/seo/preview',
  },
  chat: {
    session: '/api/chat/session',
    history: '/api/chat/history/:sessionId',
    message: '/api/chat/message',
    /** The same question, the answer streamed as server-sent events (`ChatStreamEvent`). */
    messageStream: '/api/chat/message/stream',
  },
  crawl: {
    crawlAll: '/api/amazon-search/crawl-all',
    crawlEmpty: '/api/amazon-search/crawl-empty',
    crawlTerm: '/api/amazon-search/crawl-term',
    progress: '/api/amazon-search/progress',
    status: '/api/amazon-search/status',
    cancel: '/api/amazon-search/cancel',
    destroy: '/api/amazon-search/destroy',
    /** Recent runs of the topic with their reports (created, updated, skipped and why). */
    runs: '/api/amazon-search/runs',
    /** Items waiting for their brand to be reviewed, grouped by the brand name found. */
    review: '/api/amazon-search/review',
    /** Make the brand (or file the items under an existing one) and import its waiting items. */
    reviewAccept: '/api/amazon-search/review/accept',
    reviewDismiss: '/api/amazon-search/review/dismiss',
    /** The scheduled price refresh: its schedule and last result (GET), or run it now (POST). */
    priceRefresh: '/api/amazon-search/price-refresh',
  },
  analytics: {
    /** The storefront's page-view and outbound-click beacon (public, write-only). */
    event: '/api/analytics/event',
    daily: '/api/analytics/daily',
    day: '/api/analytics/day',
    locations: '/api/analytics/locations',
    top: '/api/analytics/top',
  },
  banking: {
    list: '/api/banking',
    summary: '/api/banking/summary',
    import: '/api/banking/import',
    export: '/api/banking/export',
    byId: '/api/banking/:id',
  },
  media: {
    /** Admins and editors: the topic's pictures (GET, paged and searchable) or an upload (multipart POST). */
    list: '/api/media',
    byId: '/api/media/:id',
    /** Where the picture is shown (brands, items, tips, podcasts, the site logo). */
    usage: '/api/media/:id/usage',
    /** A stored variant, public and immutable: `/api/media/files/42-1a2b3c4d5e6f/640.webp`. */
    file: '/api/media/files/:key/:name',
  },
  siteConfig: {
    one: '/api/site-config',
    all: '/api/site-config/all',
    resolve: '/api/site-config/resolve',
    /** Admin only: marketplace adapter, product API credentials (never sent back), refresh ages. */
    marketplace: '/api/site-config/marketplace',
    /** Admin only: the token that proves a domain, and whether a domain may be claimed now. */
    domainProof: '/api/site-config/domain-proof',
  },
} as const;
