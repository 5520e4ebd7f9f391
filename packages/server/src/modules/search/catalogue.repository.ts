import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands, searchSynonyms, searchWords } from '../../db/schema';
import { type BrandItemRow, type BrandRow, brandColumns, itemColumns } from '../brands';

/** The last word starts at most this many dictionary words: it is one of them, else a prefix. */
const MAX_COMPLETIONS = 16;
/** Words shorter than this have too few trigrams to correct. */
const FUZZY_MIN_LENGTH = 4;
/** Accented letters and their plain forms, for `translate` (no unaccent extension needed). */
const ACCENTED = 'àáâãäåèéêëìíîïòóôõöùúûüýÿñç';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuyync';

/** What the topic's dictionary and text know of one query word. */
export type WordReading = {
  word: string;
  /** A word of some brand or item name. */
  isWord: boolean;
  /** Dictionary words it starts (at most MAX_COMPLETIONS + 1), for the last word or an unknown one. */
  completions: string[];
  /** The closest dictionary word, for a word no name has nor starts, and how close (0–1). */
  correction: string | null;
  similarity: number;
  /** Found (as a prefix, unless read as finished) anywhere in item or brand text, descriptions included. */
  anywhere: boolean;
};

/** What the service needs of a brand to decide whether a query names it. */
export type BrandName = { id: number; name: string; isCategory: boolean; itemCount: number };

export type ItemQuery = {
  /** Every candidate matches this tsquery (english), or null: only the category tier counts. */
  match: string | null;
  /** What rows are ranked by; any of the query's terms. */
  rank: string | null;
  /** The subject words, joined: names equal to or starting with it come first. */
  text: string;
  /** Items of these brands (named categories) are candidates too, if they match `need`. */
  categoryIds: number[];
  need: string | null;
  /** Rows returned (more than wanted when the kind rules will drop some). */
  limit: number;
  /** Rows the caller wants: what the tiers are sized by. */
  want: number;
};

const words = (ws: readonly string[]) =>
  sql`array[${sql.join(
    ws.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;

/** The planner settings an item read sets for its transaction (see `ITEM_READ_SETTINGS`). */
const ITEM_READ_SETTING_COLUMNS = sql`set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`;

/**
 * Settings local to an item read's transaction. A broad query's tier is estimated at tens of
 * thousands of rows, which on PostgreSQL buys parallel workers (and could buy JIT) that cost
 * more to start than the few rows actually read.
 */
export const ITEM_READ_SETTINGS = sql`select ${ITEM_READ_SETTING_COLUMNS}`;

/** tsquery texts in their normalised form (`to_tsquery('english', …)`), '' for none, in order. */
const normalised = (queries: ReadonlyArray<string | null>) =>
  sql`array(select case when t = '' then '' else to_tsquery('english', t)::text end
    from unnest(${words(queries.map((q) => q ?? ''))}) with ordinality as u(t, ord) order by ord)`;

/**
 * Items worth reading, from bounded tiers served by indexes: names matching, then text
 * matching anywhere when names are too few, then the named categories' items; ranked by names
 * equal to or starting with the text, then text rank and similarity. Unexecuted, so that a
 * benchmark can EXPLAIN exactly what search runs; null when there is nothing to read.
 */
export function itemsQuery(db: Db | Tx, topic: string, q: ItemQuery) {
  const tierRows = Math.max(40, q.want * 4);
  const topicIs = sql`${brandItems.websiteTopic} = ${topic}`;
  const tiers = [];
  if (q.match) {
    // Materialized and read lazily: planned with their LIMIT, a broad tier would get a
    // sequential scan that reads the whole table when matches are rare.
    const m = sql`${q.match}::tsquery`;
    tiers.push(sql`(with named_all as materialized (select ${brandItems.id} from ${brandItems} where ${topicIs}
        and to_tsvector('english', ${brandItems.name} || ' ' || ${brandItems.brandName}) @@ ${m}),
      named as materialized (select id from named_all limit ${tierRows}),
      anywhere_all as materialized (select ${brandItems.id} from ${brandItems} where ${topicIs} and ${brandItems.searchVector} @@ ${m})
      (select id from named)
      union
      (select id from anywhere_all where (select count(*) from named) < ${q.want} limit ${tierRows}))`);
    if (q.text)
      tiers.push(
        sql`(select ${brandItems.id} from ${brandItems} where ${topicIs} and lower(${brandItems.name}) like ${`${q.text}%`} limit ${tierRows})`,
      );
  }
  if (q.categoryIds.length > 0) {
    const ids = sql`array[${sql.join(
      q.categoryIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]`;
    const need = q.need ? sql` and ${brandItems.searchVector} @@ ${q.need}::tsquery` : sql``;
    tiers.push(
      sql`(select ${brandItems.id} from ${brandItems} where ${topicIs} and ${brandItems.brandId} = any(${ids})${need} limit ${tierRows})`,
    );
  }
  if (tiers.length === 0) return null;
  const name = sql`lower(${brandItems.name})`;
  const order = [];
  if (q.text)
    order.push(
      asc(sql`case when ${name} = ${q.text} then 0 when ${name} like ${`${q.text}%`} then 1 else 2 end`),
    );
  const rank = q.rank ? sql`ts_rank(${brandItems.searchVector}, ${q.rank}::tsquery)` : sql`0.0`;
  const similar = q.text ? sql`word_similarity(${q.text}, ${brandItems.name})` : sql`0.0`;
  order.push(desc(sql`${rank} + ${similar}`), asc(brandItems.id));
  return db
    .select(itemColumns)
    .from(brandItems)
    .where(sql`${brandItems.id} in (${sql.join(tiers, sql` union `)})`)
    .orderBy(...order)
    .limit(q.limit);
}

export const catalogueRepository = (db: Db) => ({
  /** The topic's synonym groups, oldest first. */
  async synonymGroups(topic: string): Promise<string[][]> {
    const rows = await db
      .select({ terms: searchSynonyms.terms })
      .from(searchSynonyms)
      .where(eq(searchSynonyms.websiteTopic, topic))
      .orderBy(asc(searchSynonyms.id));
    return rows.map((r) => r.terms);
  },

  /**
   * Each word against the dictionary (`search_words`) and, when it is no name word, the whole
   * text. `complete: false` reads the words as finished: none is read as the start of a longer
   * word, neither in the dictionary nor in the text ("cr2" is not "cr2032").
   */
  async readWords(
    topic: string,
    ws: readonly string[],
    { complete = true }: { complete?: boolean } = {},
  ): Promise<WordReading[]> {
    if (ws.length === 0) return [];
    const asTyped = complete ? sql`word || ':*'` : sql`word`;
    const result = await db.execute<WordReading>(sql`
      with q as (select word, ord, ord = ${ws.length} as last from unnest(${words(ws)}) with ordinality as u(word, ord)),
      known as materialized (
        select q.*, exists(select 1 from ${searchWords} s where s.website_topic = ${topic} and s.word = q.word) as is_word
        from q),
      completed as materialized (
        select k.*, case when not ${complete}::boolean or (k.is_word and not k.last) then '{}' else array(
          select s.word from ${searchWords} s
          where s.website_topic = ${topic} and s.word ~>=~ k.word and s.word ~<~ (k.word || chr(1114111))
            and starts_with(s.word, k.word) and s.word <> k.word
          order by length(s.word), s.word limit ${MAX_COMPLETIONS + 1}) end as completions
        from known k),
      corrected as materialized (
        select c.*, coalesce(f.word, b.word) as correction,
          case when f.word is not null then 1 else coalesce(b.sim, 0) end as sim
        from completed c
        -- The word without its accents ("estee" for "estée"), read before any guess.
        left join lateral (
          select s.word from ${searchWords} s
          where not c.is_word and cardinality(c.completions) = 0 and s.website_topic = ${topic}
            and s.word ~ '[^a-z0-9]' and translate(s.word, ${ACCENTED}, ${PLAIN}) = c.word
          limit 1) f on true
        left join lateral (
          select s.word, similarity(s.word, c.word) as sim from ${searchWords} s
          where not c.is_word and cardinality(c.completions) = 0 and length(c.word) >= ${FUZZY_MIN_LENGTH}
            and s.website_topic = ${topic} and s.word % c.word
          order by similarity(s.word, c.word) desc, s.word limit 1) b on true)
      select word, is_word as "isWord", completions, correction, sim::float8 as similarity,
        case when is_word or cardinality(completions) > 0 then true
          when numnode(to_tsquery('english', ${asTyped})) = 0 then false
          else exists(select 1 from ${brandItems} i where i.website_topic = ${topic}
              and i.search_vector @@ to_tsquery('english', ${asTyped}))
            or exists(select 1 from ${brands} b where b.website_topic = ${topic}
              and b.search_vector @@ to_tsquery('english', ${asTyped}))
        end as anywhere
      from corrected order by ord`);
    return result.rows;
  },

  /** Which of these words the topic's dictionary has. */
  async knownWords(topic: string, ws: readonly string[]): Promise<Set<string>> {
    if (ws.length === 0) return new Set();
    const rows = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(and(eq(searchWords.websiteTopic, topic), inArray(searchWords.word, [...ws])));
    return new Set(rows.map((r) => r.word));
  },

  /**
   * Brands whose name has any of the query's terms (`anyTerms`, tsquery text normalised here; none
   * when it has no lexemes), and (when the query names kinds) the topic's categories, whose names
   * say kinds ("AA Batteries"): whole rows, in one statement; the service decides which of them
   * the query really names.
   */
  async brandCandidates(
    topic: string,
    anyTerms: string | null,
    withCategories: boolean,
  ): Promise<BrandRow[]> {
    if (!anyTerms && !withCategories) return [];
    const any = sql`to_tsquery('english', ${anyTerms ?? ''})`;
    const named = db
      .select({ ...brandColumns, part: sql<number>`0`.as('part'), n: sql<number>`0::bigint`.as('n') })
      .from(brands)
      .where(
        anyTerms
          ? sql`${brands.websiteTopic} = ${topic} and numnode(${any}) > 0 and to_tsvector('english', ${brands.name}) @@ ${any}`
          : sql`false`,
      )
      .limit(200);
    const categories = db
      .select({
        ...brandColumns,
        part: sql<number>`1`.as('part'),
        n: sql<number>`row_number() over (order by ${brands.ordering}, ${brands.id})`.as('n'),
      })
      .from(brands)
      .where(withCategories ? and(eq(brands.websiteTopic, topic), eq(brands.isCategory, true)) : sql`false`)
      .orderBy(asc(brands.ordering), asc(brands.id))
      .limit(200);
    const rows = await named.unionAll(categories).orderBy(sql`part`, sql`n`);
    const seen = new Set<number>();
    const out: BrandRow[] = [];
    for (const { part: _part, n: _n, ...row } of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row as BrandRow);
    }
    return out;
  },

  /**
   * The items a search reads, in one transaction: its planner settings and the query's tsquery
   * texts normalised (`to_tsquery('english', …)`, null for none) in one statement, then the items
   * `itemsQuery` finds for what `toQuery` makes of them; null when `toQuery` says there is
   * nothing to read.
   */
  async items(
    topic: string,
    texts: ReadonlyArray<string | null>,
    toQuery: (normalised: Array<string | null>) => ItemQuery | null,
  ): Promise<BrandItemRow[] | null> {
    return db.transaction(async (tx) => {
      const result = await tx.execute<{ qs: string[] }>(
        sql`select ${ITEM_READ_SETTING_COLUMNS}, ${normalised(texts)} as qs`,
      );
      const q = toQuery((result.rows[0]?.qs ?? []).map((t) => (t ? t : null)));
      if (!q) return null;
      const query = itemsQuery(tx, topic, q);
      if (!query) return [];
      return (await query) as BrandItemRow[];
    });
  },
});
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
