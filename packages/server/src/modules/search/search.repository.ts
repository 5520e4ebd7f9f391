import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands } from '../../db/schema';
import { type BrandItemRow, type BrandRow, brandColumns, itemColumns } from '../brands/brand.mapper';
import type { SearchTerms } from './search-terms';

type Searchable = typeof brands | typeof brandItems;
export type SearchLimits = { brands: number; items: number };
export type SearchRows = { brands: BrandRow[]; items: BrandItemRow[] };

/**
 * How close a name must be to a word for trigram matching (`<%`, word similarity) to count:
 * 0.5 keeps one typo in a word (`enrgizer` → Energizer scores 0.58).
 */
const SIMILARITY_THRESHOLD = '0.5';
/** Words shorter than this have too few trigrams to match fuzzily; they match as prefixes only. */
const FUZZY_MIN_LENGTH = 4;
/**
 * At most this many matching rows are ranked. A broad query (`aa`, `ener`) matches tens of
 * thousands of items; ranking them all costs seconds, and the first screen shows a dozen.
 */
const CANDIDATES = 500;

/** `all`: every word must match; `any`: the fallback when no row has them all. */
export type MatchMode = 'all' | 'any';

/**
 * One table's matches, best first. A word matches a row when the row's weighted search
 * vector has a word starting with it (GIN on `search_vector`, prefix tsquery `word:*`) or,
 * for words of four letters or more, when the name has a word trigram-close to it (GIN
 * `gin_trgm_ops` on `name`, through the `<%` operator the index supports); the planner
 * combines the bitmap index scans. Up to CANDIDATES matches are then ranked: names equal to,
 * then starting with, the query first, then by text rank (name A, brand name B, description C)
 * plus the name's similarity to the whole query.
 */
function matches(db: Db | Tx, table: Searchable, topic: string, terms: SearchTerms, mode: MatchMode) {
  const words = terms.words.map((w) => {
    // Words hold letters, digits and marks only (see searchTerms), so `w:*` is a valid tsquery.
    const prefix = sql`${table.searchVector} @@ to_tsquery('english', ${`${w}:*`})`;
    return w.length >= FUZZY_MIN_LENGTH ? sql`(${prefix} or ${w} <% ${table.name})` : prefix;
  });
  const matched = (mode === 'all' ? and(...words) : or(...words))!;
  const candidates = db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.websiteTopic, topic), matched))
    .limit(CANDIDATES);

  const ranking = sql`to_tsquery('english', ${terms.anyWord})`;
  const name = sql`lower(${table.name})`;
  // The text holds only letters, digits and spaces, so it is safe as a LIKE pattern.
  const exactFirst = sql`case when ${name} = ${terms.text} then 0 when ${name} like ${`${terms.text}%`} then 1 else 2 end`;
  const score = sql`ts_rank(${table.searchVector}, ${ranking}) + word_similarity(${terms.text}, ${table.name})`;
  const where: SQL = and(eq(table.websiteTopic, topic), inArray(table.id, candidates))!;
  return { where, order: [asc(exactFirst), desc(score), asc(table.id)] };
}

/** The two statements, unexecuted, so a benchmark can EXPLAIN exactly what search runs. */
export const searchQueries = {
  brands(db: Db | Tx, topic: string, terms: SearchTerms, mode: MatchMode, limit: number) {
    const m = matches(db, brands, topic, terms, mode);
    return db
      .select(brandColumns)
      .from(brands)
      .where(m.where)
      .orderBy(...m.order)
      .limit(limit);
  },
  items(db: Db | Tx, topic: string, terms: SearchTerms, mode: MatchMode, limit: number) {
    const m = matches(db, brandItems, topic, terms, mode);
    return db
      .select(itemColumns)
      .from(brandItems)
      .where(m.where)
      .orderBy(...m.order)
      .limit(limit);
  },
};

const searchBrands = async (tx: Tx, topic: string, terms: SearchTerms, mode: MatchMode, limit: number) =>
  (await searchQueries.brands(tx, topic, terms, mode, limit)) as BrandRow[];

const searchItems = async (tx: Tx, topic: string, terms: SearchTerms, mode: MatchMode, limit: number) =>
  (await searchQueries.items(tx, topic, terms, mode, limit)) as BrandItemRow[];

export const searchRepository = (db: Db) => ({
  /**
   * Brands and items of the topic matching every word; a table where no row has them all
   * is searched again for any of them, so `energizer headphones` still finds Energizer.
   */
  async search(topic: string, terms: SearchTerms, limits: SearchLimits): Promise<SearchRows> {
    return db.transaction(async (tx) => {
      // Settings local to this transaction. The threshold is a setting, not an argument of `<%`.
      // With the candidate LIMIT the planner expects a sequential scan to find 500 rows early;
      // on a selective query it then reads the whole table, so the GIN indexes are imposed.
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${SIMILARITY_THRESHOLD}, true), set_config('enable_seqscan', 'off', true)`,
      );
      const fallback = terms.words.length > 1;
      let found = await searchBrands(tx, topic, terms, 'all', limits.brands);
      if (found.length === 0 && fallback) found = await searchBrands(tx, topic, terms, 'any', limits.brands);
      let items = await searchItems(tx, topic, terms, 'all', limits.items);
      if (items.length === 0 && fallback) items = await searchItems(tx, topic, terms, 'any', limits.items);
      return { brands: found, items };
    });
  },
});
export type SearchRepository = ReturnType<typeof searchRepository>;
