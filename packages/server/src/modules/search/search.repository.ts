import { type CatalogueRepository, catalogueRepository } from './catalogue.repository';

/** Rows a search returns at most, per table. */
export type SearchLimits = { brands: number; items: number };

/**
 * Search reads the catalogue only through `understandText` (understand.ts), so its repository
 * is the catalogue's; the name stays for the routes and tests that build the search service.
 */
export const searchRepository = catalogueRepository;
export type SearchRepository = CatalogueRepository;
