import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, brands, searchSynonyms, searchWords } from '../../db/schema';
import { type BrandItemRow, type BrandRow, brandColumns, itemColumns } from '../brands';
import {
  type Dictionary,
  dictionaryOf,
  readWords,
  type WordElsewhere,
  type WordReading,
} from './word-dictionary';

export type { WordReading } from './word-dictionary';

/** Words shorter than this have too few trigrams to correct. */
const FUZZY_MIN_LENGTH = 4;

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

export const catalogueRepository = (db: Db) => {
  async function dictionary(topic: string): Promise<Dictionary> {
    const rows = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(eq(searchWords.websiteTopic, topic));
    return dictionaryOf(rows.map((r) => r.word));
  }

  async function wordsElsewhere(
    topic: string,
    ws: readonly string[],
    complete: boolean,
  ): Promise<WordElsewhere[]> {
    if (ws.length === 0) return [];
    const asTyped = complete ? sql`q.word || ':*'` : sql`q.word`;
    const result = await db.execute<WordElsewhere>(sql`
      select t.word as correction, coalesce(t.sim, 0)::float8 as similarity,
        case when numnode(to_tsquery('english', ${asTyped})) = 0 then false
          else exists(select 1 from ${brandItems} i where i.website_topic = ${topic}
              and i.search_vector @@ to_tsquery('english', ${asTyped}))
            or exists(select 1 from ${brands} b where b.website_topic = ${topic}
              and b.search_vector @@ to_tsquery('english', ${asTyped}))
        end as anywhere
      from unnest(${words(ws)}) with ordinality as q(word, ord)
      left join lateral (
        select s.word, similarity(s.word, q.word) as sim from ${searchWords} s
        where length(q.word) >= ${FUZZY_MIN_LENGTH} and s.website_topic = ${topic} and s.word % q.word
        order by similarity(s.word, q.word) desc, s.word limit 1) t on true
      order by ord`);
    return result.rows;
  }

  return {
    /** The topic's synonym groups, oldest first. */
    async synonymGroups(topic: string): Promise<string[][]> {
      const rows = await db
        .select({ terms: searchSynonyms.terms })
        .from(searchSynonyms)
        .where(eq(searchSynonyms.websiteTopic, topic))
        .orderBy(asc(searchSynonyms.id));
      return rows.map((r) => r.terms);
    },

    /** The topic's dictionary (`search_words`), whole: the service keeps it until the topic changes. */
    dictionary,

    /**
     * Words that no name has nor starts (see `readWords`, word-dictionary.ts): the closest
     * dictionary word by trigrams (the word without its accents is looked up in process), and whether any item's or brand's text has the word (as a
     * prefix, unless `complete: false`), descriptions included. One statement for all of them.
     */
    wordsElsewhere,

    /**
     * Each word against the topic's dictionary (read here; the service keeps it, `keptPerTopic`)
     * and, when no name has it nor starts with it, the whole text.
     */
    async readWords(
      topic: string,
      ws: readonly string[],
      { complete = true }: { complete?: boolean } = {},
    ): Promise<WordReading[]> {
      if (ws.length === 0) return [];
      return readWords(await dictionary(topic), ws, complete, (rest) =>
        wordsElsewhere(topic, rest, complete),
      );
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
     * The topic's brands and categories, whole rows in id order: the service keeps them until the
     * topic changes and decides which of them a query names (understand-brands.ts).
     */
    async brandList(topic: string): Promise<BrandRow[]> {
      return db
        .select(brandColumns)
        .from(brands)
        .where(eq(brands.websiteTopic, topic))
        .orderBy(asc(brands.id));
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

    /**
     * Dictionary words a word nothing knows may be a longer slip of: starting with its letter, at
     * most two letters longer or shorter, the closest by trigrams first (at most 8 a word). One
     * statement, for a search that found nothing with all its words.
     */
    async wordsNear(topic: string, ws: readonly string[]): Promise<string[][]> {
      if (ws.length === 0) return [];
      const result = await db.execute<{ near: string[] }>(sql`
        select array(select s.word from ${searchWords} s
            where s.website_topic = ${topic} and s.word ~>=~ left(q.word, 1)
              and s.word ~<~ (left(q.word, 1) || chr(1114111)) and abs(length(s.word) - length(q.word)) <= 2
            order by similarity(s.word, q.word) desc, s.word limit 8) as near
        from unnest(${words(ws)}) with ordinality as q(word, ord) order by ord`);
      return result.rows.map((r) => r.near);
    },

    /**
     * Which of a query's terms (tsquery texts, english) the topic's items have together, for a
     * search that found nothing with all its words: every set of terms some item has (a bit per
     * term, of the items of the kind `kind`, a tsquery text, when given, else of the items having
     * any term), with how many items have it; and the terms some brand's or category's name has.
     * One statement; the service keeps the words that items have together.
     */
    async termsTogether(
      topic: string,
      terms: readonly string[],
      kind: string | null,
    ): Promise<{ sets: Array<{ terms: number; items: number }>; inNames: number }> {
      if (terms.length === 0 || terms.length > 30) return { sets: [], inNames: 0 };
      const tsq = (t: string) => sql`to_tsquery('english', ${t})`;
      const bits = (vector: SQL) =>
        sql.join(
          terms.map((t, n) => sql`(case when ${vector} @@ ${tsq(t)} then ${2 ** n}::int else 0 end)`),
          sql` + `,
        );
      const anyTerm = sql.join(terms.map(tsq), sql` || `);
      const where = kind ? sql`i.search_vector @@ ${tsq(kind)}` : sql`i.search_vector @@ (${anyTerm})`;
      const brandName = sql`to_tsvector('english', b.name)`;
      const result = await db.execute<{
        sets: Array<{ terms: number; items: number }>;
        in_names: number;
      }>(sql`
      with m as (select ${bits(sql`i.search_vector`)} as terms from ${brandItems} i
        where i.website_topic = ${topic} and ${where})
      select coalesce((select json_agg(json_build_object('terms', terms, 'items', n))
          from (select terms, count(*)::int as n from m group by terms) g), '[]'::json) as sets,
        (select coalesce(bit_or(${bits(brandName)}), 0)::int from ${brands} b
          where b.website_topic = ${topic} and ${brandName} @@ (${anyTerm})) as in_names`);
      const row = result.rows[0];
      return { sets: row?.sets ?? [], inNames: Number(row?.in_names ?? 0) };
    },
  };
};
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
