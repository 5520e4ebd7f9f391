/** Router paths (inside the topic) of the storefront pages and admin screens the admin links to. */
export const adminPaths = {
  home: '/admin',
  brands: (isCategory: boolean) => (isCategory ? '/admin/categories' : '/admin/brands'),
  items: (isCategory: boolean, brandSlug?: string) =>
    `${isCategory ? '/admin/category-items' : '/admin/brand-items'}${brandSlug ? `?brand=${encodeURIComponent(brandSlug)}` : ''}`,
  newBrand: (isCategory: boolean) => (isCategory ? '/brands/new?kind=category' : '/brands/new'),
  editBrand: (b: { slug: string; isCategory: boolean }) =>
    b.isCategory ? `/category/${b.slug}/edit` : `/${b.slug}/edit`,
  brandPage: (b: { slug: string; isCategory: boolean }) =>
    b.isCategory ? `/category/${b.slug}` : `/${b.slug}`,
  newItem: (isCategory: boolean, brandSlug?: string) =>
    `${isCategory ? '/category-items/new' : '/brand-items/new'}${brandSlug ? `?brand=${encodeURIComponent(brandSlug)}` : ''}`,
  bulkItems: (isCategory: boolean) =>
    isCategory ? '/category-items/bulk-create' : '/brand-items/bulk-create',
  /** One screen for brand and category items: the file holds the whole catalogue. */
  updateFromFile: '/brand-items/update-from-file',
  editItem: (i: { brandSlug: string; itemSlug: string; isCategory: boolean }) =>
    `${i.isCategory ? '/category' : ''}/${i.brandSlug}/${i.itemSlug}/edit`,
  itemPage: (i: { brandSlug: string; itemSlug: string; isCategory: boolean }) =>
    `${i.isCategory ? '/category' : ''}/${i.brandSlug}/${i.itemSlug}`,
  tips: '/admin/tips',
  newTip: '/admin/tips/new',
  editTip: (id: number) => `/admin/tips/${id}/edit`,
  tipPage: (slug: string) => `/tips/${slug}`,
  podcasts: '/admin/podcasts',
  newPodcast: '/admin/podcasts/new',
  editPodcast: (id: number) => `/admin/podcasts/${id}/edit`,
  siteSettings: '/admin/site-settings',
  media: '/admin/media',
  synonyms: '/admin/search-synonyms',
  crawl: '/admin/crawl',
  seo: '/admin/seo',
  banking: '/admin/banking',
  analytics: '/admin/analytics',
  team: '/admin/team',
  history: '/admin/history',
};

export const nounOf = (isCategory: boolean) => (isCategory ? 'category' : 'brand');
export const itemNounOf = (isCategory: boolean) => (isCategory ? 'category item' : 'brand item');
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
