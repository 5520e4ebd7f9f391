/**
 * The brand-items module's public file: items of brands and categories (the service built once,
 * `app.brandItems`) and the catalogue file. Other modules and the app import the module as `../brand-
 * items` (from the app, `./modules/brand-items`), never one of its files; the linter refuses such an
 * import.
 */
export { brandItemsPlugin } from './brand-items.plugin';
export { brandItemsRoutes } from './brand-items.routes';
export type { BrandItemsService } from './brand-items.service';
export { catalogueFileRoutes } from './catalogue-file.routes';
