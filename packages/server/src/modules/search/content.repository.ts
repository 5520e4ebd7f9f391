import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcasts, tips } from '../../db/schema';
import type { SearchTerms } from './search-terms';

/** How many of each a content read returns at most. */
export type ContentLimits = { tips: number; podcasts: number };

/** A tip or an episode as a content read finds it, its text still as stored (HTML for a tip). */
export type ContentRow = {
  kind: 'tip' | 'podcast';
  id: number;
  title: string;
  /** The tip's slug; null for an episode. */
  slug: string | null;
  imageUrl: string | null;
  /** The tip's summary (HTML) or the episode's description. */
  text: string;
  durationSeconds: number | null;
  publishedAt: Date | string | null;
  /** Whether it has every word (an any-word read also returns those with only some). */
  every: boolean;
};

export type ContentReadOptions = {
  /**
   * Rows with any of the words are found too, those with every word first (the assistant, asked
   * for a guide or an episode in words of which some are no subject). Default: every word.
   */
  anyWord?: boolean;
};

/**
 * The topic's tips and podcast episodes in one statement: tips by title, summary and text,
 * episodes by title and description (their weighted `search_vector`s, english stemming and each
 * word as a prefix, as items are read), those with every word first, then those whose title has
 * them, then by text rank (a title weighs most, a tip's body least), then the owner's order.
 * Without terms: the first of each in the owner's order.
 */
export const contentRepository = (db: Db) => ({
  async content(
    topic: string,
    terms: SearchTerms | null,
    limits: ContentLimits,
    { anyWord = false }: ContentReadOptions = {},
  ): Promise<ContentRow[]> {
    if (limits.tips <= 0 && limits.podcasts <= 0) return [];
    const all = sql`to_tsquery('english', ${terms?.allWords ?? ''})`;
    const match = sql`to_tsquery('english', ${terms ? (anyWord ? terms.anyWord : terms.allWords) : ''})`;
    const branch = (
      kind: 'tip' | 'podcast',
      t: typeof tips | typeof podcasts,
      columns: ReturnType<typeof sql>,
      limit: number,
    ) => {
      const found = terms ? sql`numnode(q.q_match) > 0 and ${t.searchVector} @@ q.q_match` : sql`true`;
      const order = terms
        ? sql`${t.searchVector} @@ q.q_all desc, to_tsvector('english', ${t.title}) @@ q.q_match desc,
            ts_rank(${t.searchVector}, q.q_match) desc, ${t.rank}, ${t.id}`
        : sql`${t.rank}, ${t.id}`;
      return sql`(select ${kind}::text as kind, ${t.id} as id, ${t.title} as title, ${columns},
          ${terms ? sql`${t.searchVector} @@ q.q_all` : sql`false`} as every,
          row_number() over (order by ${order}) as pos
        from ${t} cross join q
        where ${t.websiteTopic} = ${topic} and ${found}
        order by pos limit ${limit})`;
    };
    const result = await db.execute<ContentRow & { pos: number }>(sql`
      with q as materialized (select ${all} as q_all, ${match} as q_match)
      select kind, id, title, slug, image_url as "imageUrl", text, duration_seconds as "durationSeconds",
        published_at as "publishedAt", every
      from (${branch(
        'tip',
        tips,
        sql`${tips.slug} as slug, ${tips.imageUrl} as image_url, ${tips.summaryHtml} as text,
          null::integer as duration_seconds, null::timestamptz as published_at`,
        Math.max(0, limits.tips),
      )}
      union all ${branch(
        'podcast',
        podcasts,
        sql`null::text as slug, ${podcasts.imageUrl} as image_url, ${podcasts.description} as text,
          ${podcasts.durationSeconds} as duration_seconds, ${podcasts.publishedAt} as published_at`,
        Math.max(0, limits.podcasts),
      )}) found
      order by kind desc, pos`);
    return result.rows;
  },
});
export type ContentRepository = ReturnType<typeof contentRepository>;
