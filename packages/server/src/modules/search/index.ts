/**
 * The search module's public file: full-text search (the service built once, `app.catalogueSearch`) and the
 * reading of a query the assistant shares. Other modules and the app import the module as `../search`
 * (from the app, `./modules/search`), never one of its files; the linter refuses such an import.
 */
export { type CatalogueItem, itemKinds, type Understood } from './catalogue-query';
export type { FoundContent } from './content';
export { JAPANESE_FILLER } from './kind-tables';
export { searchPlugin } from './search.plugin';
export { searchRoutes } from './search.routes';
export type { SearchService } from './search.service';
export { type SearchTerms, searchTerms } from './search-terms';
export { hasWideScript, segmentWords } from './word-segments';
