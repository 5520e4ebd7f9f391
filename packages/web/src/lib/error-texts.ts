/**
 * The client's fallback texts of spec section 8 for the storefront's reads, shown only when the
 * server sent no text of its own (a network failure, a proxy's error page). The server's texts
 * and the ones both sides share live in the contract's ERRORS.
 */
export const READ_ERRORS = {
  brands: 'Failed to fetch brands',
  brand: 'Failed to fetch brand',
  headerBrands: 'Failed to fetch header brands',
  categoriesFlyout: 'Failed to fetch categories flyout',
  featuredBrands: 'Failed to fetch featured brands',
  categories: 'Failed to fetch categories',
  category: 'Failed to fetch category',
  brandItems: 'Failed to fetch brand items',
  brandItem: 'Failed to fetch brand item',
  tips: 'Failed to load tips',
  tip: 'Failed to fetch tip',
  podcasts: 'Failed to load podcasts',
} as const;
