/**
 * The brands module's public file: brands and categories (the service built once, `app.brands`) and
 * the row mappers items and search share. Other modules and the app import the module as `../brands`
 * (from the app, `./modules/brands`), never one of its files; the linter refuses such an import.
 */
export {
  type BrandItemRow,
  type BrandRow,
  brandColumns,
  itemColumns,
  toBrand,
  toBrandItem,
} from './brand.mapper';
export { brandsPlugin } from './brands.plugin';
export { nextOrdering, recountItems } from './brands.repository';
export { brandsRoutes } from './brands.routes';
export type { BrandsService } from './brands.service';
