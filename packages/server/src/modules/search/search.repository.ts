import type { Db } from '../../db/client';
import { type CatalogueRepository, catalogueRepository } from './catalogue.repository';
import { type ContentRepository, contentRepository } from './content.repository';

/** Rows a search returns at most, per table (no tips or episodes unless asked for). */
export type SearchLimits = { brands: number; items: number; tips?: number; podcasts?: number };

/**
 * Search reads the catalogue only through `understandText` (understand.ts), so its repository
 * is the catalogue's, with the site's tips and podcast episodes beside it (`content`).
 */
export const searchRepository = (db: Db) => ({ ...catalogueRepository(db), ...contentRepository(db) });
export type SearchRepository = CatalogueRepository & ContentRepository;
