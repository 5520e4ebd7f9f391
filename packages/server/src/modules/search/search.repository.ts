import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands } from '../../db/schema';
import type { BrandItemRow, BrandRow } from '../brands/brand.mapper';
import type { SearchTerms } from './search-terms';

type Searchable = typeof brands | typeof brandItems;
export type SearchLimits = { brands: number; items: number };
export type SearchRows = { brands: BrandRow[]; items: BrandItemRow[] };

/**
 * How close a name must be to the query for trigram matching (`<%`, word similarity) to
 * count. 0.5 keeps one typo in a word (`enrgizer` → Energizer scores 0.58); a query of up to
 * three letters has so few trigrams that it needs a closer match to mean anything.
 */
const similarityThreshold = (text: string) => (text.length < 4 ? 0.7 : 0.5);

/** The row without its tsvector: nobody reads it, and it is the widest column. */
const { searchVector: _b, ...brandColumns } = getTableColumns(brands);
const { searchVector: _i, ...itemColumns } = getTableColumns(brandItems);

/**
 * One table's matches, best first. A row matches when its weighted search vector matches
 * the tsquery (GIN on `search_vector`) or its name is trigram-close to the query text (GIN
 * `gin_trgm_ops` on `name`, through the `<%` operator the index supports); the planner ORs
 * the two bitmap index scans. Names equal to, then starting with, the query come first, then
 * the sum of the text rank (name A, brand name B, description C) and the name's similarity.
 */
function matches(table: Searchable, topic: string, terms: SearchTerms, tsquery: string) {
  const query = sql`to_tsquery('english', ${tsquery})`;
  const name = sql`lower(${table.name})`;
  // The text holds only letters, digits and spaces, so it is safe as a LIKE pattern.
  const exactFirst = sql`case when ${name} = ${terms.text} then 0 when ${name} like ${`${terms.text}%`} then 1 else 2 end`;
  const score = sql`ts_rank(${table.searchVector}, ${query}) + word_similarity(${terms.text}, ${table.name})`;
  const where: SQL = and(
    eq(table.websiteTopic, topic),
    sql`(${table.searchVector} @@ ${query} or ${terms.text} <% ${table.name})`,
  )!;
  return { where, order: [asc(exactFirst), desc(score), asc(table.id)] };
}

async function searchBrands(tx: Tx, topic: string, terms: SearchTerms, tsquery: string, limit: number) {
  const m = matches(brands, topic, terms, tsquery);
  const rows = await tx
    .select(brandColumns)
    .from(brands)
    .where(m.where)
    .orderBy(...m.order)
    .limit(limit);
  return rows.map((r): BrandRow => ({ ...r, searchVector: '' }));
}

async function searchItems(tx: Tx, topic: string, terms: SearchTerms, tsquery: string, limit: number) {
  const m = matches(brandItems, topic, terms, tsquery);
  const rows = await tx
    .select(itemColumns)
    .from(brandItems)
    .where(m.where)
    .orderBy(...m.order)
    .limit(limit);
  return rows.map((r): BrandItemRow => ({ ...r, searchVector: '' }));
}

export const searchRepository = (db: Db) => ({
  /**
   * Brands and items of the topic matching every word; a table where no row has them all
   * is searched again for any of them, so `energizer headphones` still finds Energizer.
   */
  async search(topic: string, terms: SearchTerms, limits: SearchLimits): Promise<SearchRows> {
    // The threshold is a setting, not an argument of `<%`; SET LOCAL keeps it to this query.
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(similarityThreshold(terms.text))}, true)`,
      );
      const fallback = terms.words.length > 1;
      let found = await searchBrands(tx, topic, terms, terms.allWords, limits.brands);
      if (found.length === 0 && fallback)
        found = await searchBrands(tx, topic, terms, terms.anyWord, limits.brands);
      let items = await searchItems(tx, topic, terms, terms.allWords, limits.items);
      if (items.length === 0 && fallback)
        items = await searchItems(tx, topic, terms, terms.anyWord, limits.items);
      return { brands: found, items };
    });
  },
});
export type SearchRepository = ReturnType<typeof searchRepository>;
