/*
 * Everything behind the admin and edit routes, imported only through React.lazy in routes.tsx,
 * so that Vite puts it in one chunk that storefront visitors never download.
 */
export { AdminScreen } from '../features/admin/admin-screen';
export { BrandItemFormScreen } from '../features/brand-items/brand-item-form-screen';
export { BulkCreateScreen } from '../features/brand-items/bulk-create-screen';
export { BrandFormScreen } from '../features/brands/brand-form-screen';
export { SiteSettingsScreen } from '../features/site-config/site-settings-screen';
export { CrawlScreen } from '../features/crawl/crawl-screen';
