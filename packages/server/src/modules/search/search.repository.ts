import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands, searchWords } from '../../db/schema';
import { type BrandItemRow, type BrandRow, brandColumns, itemColumns } from '../brands/brand.mapper';
import { catalogueRepository } from './catalogue.repository';
import type { SearchTerms } from './search-terms';

export type SearchLimits = { brands: number; items: number };
export type SearchRows = { brands: BrandRow[]; items: BrandItemRow[] };

/**
 * A query after the dictionary has read it: text-search queries in their normalised form
 * (the output of `to_tsquery('english', …)`, so they are passed back as `::tsquery`
 * constants the planner can estimate), and the text names are compared with.
 */
export type ResolvedQuery = {
  /** Every word must match (`a & b`); empty when only stop words are left. */
  all: string;
  /** Any word may match (`a | b`): the fallback when no row has every word. */
  any: string;
  /** The words as typed (prefixes) or corrected, any of them: what rows are ranked by. */
  rank: string;
  /** The words, each typo replaced by its closest dictionary word, joined by single spaces. */
  text: string;
};

/** `all`: every word must match; `any`: the fallback when no row has them all. */
export type MatchMode = 'all' | 'any';

/**
 * The last word of a query that starts at most this many dictionary words matches them as
 * whole words (exact lexemes, through the same stemming as the names); a word starting more
 * (`a`, `ener` in a big catalogue) is matched as a prefix `word:*`.
 */
const MAX_COMPLETIONS = 16;
/** Words shorter than this have too few trigrams to correct; they match as prefixes only. */
const FUZZY_MIN_LENGTH = 4;
/** Closest dictionary words that stand in for a word found nowhere in it. */
const MAX_CORRECTIONS = 3;

/**
 * The query's words against the topic's dictionary (`search_words`), in one statement:
 * - a dictionary word before the last word is that word (`heavy duty d batteries`: `d` is the
 *   letter, not every word starting with d); the last word, and any word that is no dictionary
 *   word but starts some, is "itself or one of the words it starts" (`ener` → Energizer);
 * - any other word of four letters or more is "itself, or one of the closest dictionary words
 *   by trigram similarity" (`rechargable` → rechargeable); the rest stay prefixes, which can
 *   still meet words of descriptions.
 * Dictionary words are runs of letters and digits (migration 0004), like query words, so the
 * text handed to `to_tsquery` is well-formed.
 */
export async function resolveQuery(db: Db | Tx, topic: string, terms: SearchTerms): Promise<ResolvedQuery> {
  const words = sql`array[${sql.join(
    terms.words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;
  const result = await db.execute<ResolvedQuery>(sql`
    with q as (select word, ord, ord = ${terms.words.length} as last from unnest(${words}) with ordinality as u(word, ord)),
    known as materialized (
      select q.*, exists(select 1 from ${searchWords} s where s.website_topic = ${topic} and s.word = q.word) as is_word
      from q),
    completed as materialized (
      select k.*, case when k.is_word and not k.last then '{}' else array(
        select s.word from ${searchWords} s
        where s.website_topic = ${topic} and s.word ~>=~ k.word and s.word ~<~ (k.word || chr(1114111))
          and starts_with(s.word, k.word)
        order by length(s.word), s.word limit ${MAX_COMPLETIONS + 1}) end as completions
      from known k),
    corrected as materialized (
      select c.*, case when not c.is_word and cardinality(c.completions) = 0 and length(c.word) >= ${FUZZY_MIN_LENGTH} then array(
        select s.word from ${searchWords} s
        where s.website_topic = ${topic} and s.word % c.word
        order by similarity(s.word, c.word) desc, s.word limit ${MAX_CORRECTIONS}) else '{}' end as corrections
      from completed c),
    terms as materialized (
      select ord,
        case
          when is_word and not last then word
          when cardinality(completions) > ${MAX_COMPLETIONS} then word || ':*'
          when cardinality(completions) > 0 then '(' || array_to_string(array(select distinct unnest(word || completions)), ' | ') || ')'
          when cardinality(corrections) > 0 then '(' || word || ' | ' || array_to_string(corrections, ' | ') || ')'
          else word || ':*'
        end as term,
        case when cardinality(corrections) > 0 then corrections[1] else word end as resolved,
        case when is_word and not last then word when cardinality(corrections) > 0 then corrections[1] else '(' || word || ' | ' || word || ':*)' end as ranked
      from corrected)
    select to_tsquery('english', string_agg(term, ' & ' order by ord))::text as "all",
      to_tsquery('english', string_agg(term, ' | ' order by ord))::text as "any",
      to_tsquery('english', string_agg(ranked, ' | ' order by ord))::text as "rank",
      string_agg(resolved, ' ' order by ord) as "text"
    from terms`);
  return result.rows[0]!;
}

/**
 * Rows taken from each tier (see `candidates`) before ranking, per row asked for. Ranking
 * costs microseconds a row; a broad query (`aa`) matches tens of thousands.
 */
const TIER_ROWS_PER_RESULT = 4;
const TIER_ROWS_MIN = 40;

type Searchable = typeof brands | typeof brandItems;

/** The names a row is best found by, as indexed (`*_name_search_idx`): the expressions must stay identical. */
const nameVectors = {
  brands: sql`to_tsvector('english', ${brands.name})`,
  items: sql`to_tsvector('english', ${brandItems.name} || ' ' || ${brandItems.brandName})`,
};

/**
 * The rows worth ranking, from three tiers, each bounded (TIER_ROWS_PER_RESULT rows per row
 * asked for) and each served by an index: names starting with the query text (btree on `lower(name)`); rows whose name (and,
 * for items, brand name) has every word (GIN on that expression); and, only when those
 * are fewer than the rows asked for, rows matching anywhere, description included (GIN on
 * `search_vector`). Ranking prefers the earlier tiers anyway, so a broad query ranks names
 * that match, never an arbitrary sample of all its matches.
 *
 * The GIN tiers are materialized CTEs planned without their LIMIT and read lazily: planned
 * with it, a broad-looking query gets a sequential scan expecting to meet its rows early,
 * and reads the whole table when they are rare. Lazily read, a broad query stops after
 * those rows of its bitmap scan.
 */
function candidates(
  table: Searchable,
  nameVector: SQL,
  topic: string,
  query: string,
  text: string,
  limit: number,
) {
  const q = sql`${query}::tsquery`;
  const tierRows = Math.max(TIER_ROWS_MIN, limit * TIER_ROWS_PER_RESULT);
  const topicIs = sql`${table.websiteTopic} = ${topic}`;
  // The text holds only letters, digits and spaces, so it is safe as a LIKE pattern.
  return sql`(
    with named_all as materialized (select ${table.id} from ${table} where ${topicIs} and ${nameVector} @@ ${q}),
      named as materialized (select id from named_all limit ${tierRows}),
      anywhere_all as materialized (select ${table.id} from ${table} where ${topicIs} and ${table.searchVector} @@ ${q})
    (select ${table.id} from ${table} where ${topicIs} and lower(${table.name}) like ${`${text}%`} limit ${tierRows})
    union
    (select id from named)
    union
    (select id from anywhere_all where (select count(*) from named) < ${limit} limit ${tierRows})
  )`;
}

/**
 * Names equal to, then starting with, the query text first; then text rank (name A, brand
 * name B, description C) plus the name's word similarity to the text; then id.
 */
function order(table: Searchable, r: ResolvedQuery) {
  const name = sql`lower(${table.name})`;
  const exactFirst = sql`case when ${name} = ${r.text} then 0 when ${name} like ${`${r.text}%`} then 1 else 2 end`;
  const score = sql`ts_rank(${table.searchVector}, ${r.rank}::tsquery) + word_similarity(${r.text}, ${table.name})`;
  return [asc(exactFirst), desc(score), asc(table.id)];
}

/** The two statements, unexecuted, so a benchmark can EXPLAIN exactly what search runs. */
export const searchQueries = {
  brands(db: Db | Tx, topic: string, r: ResolvedQuery, mode: MatchMode, limit: number) {
    const ids = candidates(brands, nameVectors.brands, topic, r[mode], r.text, limit);
    return db
      .select(brandColumns)
      .from(brands)
      .where(sql`${brands.id} in ${ids}`)
      .orderBy(...order(brands, r))
      .limit(limit);
  },
  items(db: Db | Tx, topic: string, r: ResolvedQuery, mode: MatchMode, limit: number) {
    const ids = candidates(brandItems, nameVectors.items, topic, r[mode], r.text, limit);
    return db
      .select(itemColumns)
      .from(brandItems)
      .where(sql`${brandItems.id} in ${ids}`)
      .orderBy(...order(brandItems, r))
      .limit(limit);
  },
};

export const searchRepository = (db: Db) => ({
  ...catalogueRepository(db),
  /**
   * Brands and items of the topic matching every word; a table where no row has them all
   * is searched again for any of them, so `energizer headphones` still finds Energizer.
   */
  async search(topic: string, terms: SearchTerms, limits: SearchLimits): Promise<SearchRows> {
    return db.transaction(async (tx) => {
      // Settings local to this transaction. A broad query's tier is estimated at tens of
      // thousands of rows, which on PostgreSQL buys parallel workers (and could buy JIT)
      // that cost more to start than the few rows actually read.
      await tx.execute(
        sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`,
      );
      const r = await resolveQuery(tx, topic, terms);
      // Only stop words (`the and of`): nothing to look for.
      if (!r.all) return { brands: [], items: [] };
      const fallback = terms.words.length > 1 && r.any !== r.all;
      let found = (await searchQueries.brands(tx, topic, r, 'all', limits.brands)) as BrandRow[];
      if (found.length === 0 && fallback)
        found = (await searchQueries.brands(tx, topic, r, 'any', limits.brands)) as BrandRow[];
      let items = (await searchQueries.items(tx, topic, r, 'all', limits.items)) as BrandItemRow[];
      if (items.length === 0 && fallback)
        items = (await searchQueries.items(tx, topic, r, 'any', limits.items)) as BrandItemRow[];
      return { brands: found, items };
    });
  },
});
export type SearchRepository = ReturnType<typeof searchRepository>;
