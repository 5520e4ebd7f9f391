/*
 * Everything behind the admin and edit routes, imported only through React.lazy in the route
 * elements, so that Vite puts it (with react-hook-form, dnd-kit, papaparse and Tiptap) in one
 * chunk that storefront visitors never download.
 */

export { HistoryScreen } from '../features/activity/history-screen';
export { AdminScreen } from '../features/admin/admin-screen';
export { BrandFormScreen } from '../features/admin/brands/brand-form-screen';
export { BulkCreateScreen } from '../features/admin/bulk/bulk-create-screen';
export { CatalogueFileScreen } from '../features/admin/bulk/catalogue-file-screen';
export { ItemFormScreen as BrandItemFormScreen } from '../features/admin/items/item-form-screen';
export { SiteSettingsScreen } from '../features/admin/site-settings/site-settings-screen';
export { SynonymsScreen } from '../features/admin/synonyms/synonyms-screen';
export { CrawlScreen } from '../features/crawl/crawl-screen';
export { MediaLibraryScreen } from '../features/media/media-library-screen';
export { SeoFillScreen } from '../features/seo-fill/seo-fill-screen';
