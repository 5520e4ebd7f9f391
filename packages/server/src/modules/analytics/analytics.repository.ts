import { randomBytes } from 'node:crypto';
import { type AnyColumn, and, between, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsSalts, visitorsDaily, visits, visitsDaily, visitsDailyTop } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/paging';
import { inKeyOrder, placeRow, rollUp, type VisitEvent } from './visit-rollup';

export type Place = { country?: string | undefined; region?: string | undefined };

/**
 * One transaction per batch. Rows are merged per key first (see `rollUp`) and written in key
 * order, so concurrent processes take row locks in the same order and never deadlock each other.
 */
async function writeBatch(db: Db, events: VisitEvent[]): Promise<void> {
  if (events.length === 0) return;
  const { visitors, places, top } = rollUp(events);

  // Each statement binds one array per column (`unnest`), not a parameter per value: a batch of
  // a thousand visits is a dozen parameters, cheap to build here and to plan there.
  const arr = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
  const col = <T>(rows: T[], pick: (r: T) => unknown, type: string) => arr(rows.map(pick), type);

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into visits (website_topic, occurred_at, day, kind, path, target_url, referrer, device, browser, country, region, visitor_hash)
      select * from unnest(
        ${col(events, (e) => e.topic, 'text')}, ${col(events, (e) => e.at.toISOString(), 'timestamptz')},
        ${col(events, (e) => e.day, 'date')}, ${col(events, (e) => e.kind, 'text')}, ${col(events, (e) => e.path, 'text')},
        ${col(events, (e) => e.targetUrl, 'text')}, ${col(events, (e) => e.referrer || null, 'text')},
        ${col(events, (e) => e.device, 'text')}, ${col(events, (e) => e.browser, 'text')},
        ${col(events, (e) => e.country, 'text')}, ${col(events, (e) => e.region, 'text')},
        ${col(events, (e) => e.visitorHash, 'text')})`);

    if (visitors.size > 0) {
      const v = inKeyOrder(visitors);
      // `xmax = 0` holds for a row this statement inserted: a visitor new to the day.
      const written = await tx.execute<{
        topic: string;
        day: string;
        country: string;
        region: string;
        is_new: boolean;
      }>(sql`
        insert into visitors_daily as d (website_topic, day, visitor_hash, first_seen_at, last_seen_at, entry_path, referrer, device, browser, country, region, pageviews)
        select * from unnest(
          ${col(v, (r) => r.websiteTopic, 'text')}, ${col(v, (r) => r.day, 'date')}, ${col(v, (r) => r.visitorHash, 'text')},
          ${col(v, (r) => r.firstSeenAt.toISOString(), 'timestamptz')}, ${col(v, (r) => r.lastSeenAt.toISOString(), 'timestamptz')},
          ${col(v, (r) => r.entryPath, 'text')}, ${col(v, (r) => r.referrer, 'text')}, ${col(v, (r) => r.device, 'text')},
          ${col(v, (r) => r.browser, 'text')}, ${col(v, (r) => r.country, 'text')}, ${col(v, (r) => r.region, 'text')},
          ${col(v, (r) => r.pageviews, 'int')})
        on conflict (website_topic, day, visitor_hash) do update
          set pageviews = d.pageviews + excluded.pageviews, last_seen_at = greatest(d.last_seen_at, excluded.last_seen_at)
        returning d.website_topic as topic, d.day::text as day, d.country, d.region, (d.xmax = 0) as is_new`);
      for (const w of written.rows)
        if (w.is_new) placeRow(places, w.topic, w.day, w.country, w.region).visitors += 1;
    }

    const p = inKeyOrder(places);
    await tx.execute(sql`
      insert into visits_daily as d (website_topic, day, country, region, pageviews, visitors, outbound_clicks)
      select * from unnest(
        ${col(p, (r) => r.websiteTopic, 'text')}, ${col(p, (r) => r.day, 'date')}, ${col(p, (r) => r.country, 'text')},
        ${col(p, (r) => r.region, 'text')}, ${col(p, (r) => r.pageviews, 'int')}, ${col(p, (r) => r.visitors, 'int')},
        ${col(p, (r) => r.outboundClicks, 'int')})
      on conflict (website_topic, day, country, region) do update
        set pageviews = d.pageviews + excluded.pageviews, visitors = d.visitors + excluded.visitors,
            outbound_clicks = d.outbound_clicks + excluded.outbound_clicks`);

    if (top.size > 0) {
      const t = inKeyOrder(top);
      await tx.execute(sql`
        insert into visits_daily_top as d (website_topic, day, dimension, value, hits)
        select * from unnest(
          ${col(t, (r) => r.websiteTopic, 'text')}, ${col(t, (r) => r.day, 'date')}, ${col(t, (r) => r.dimension, 'text')},
          ${col(t, (r) => r.value, 'text')}, ${col(t, (r) => r.hits, 'int')})
        on conflict (website_topic, day, dimension, value) do update set hits = d.hits + excluded.hits`);
    }
  });
}

const placeFilter = (table: { country: AnyColumn; region: AnyColumn }, p: Place): SQL | undefined =>
  and(
    p.country === undefined ? undefined : eq(table.country, p.country),
    p.region === undefined ? undefined : eq(table.region, p.region),
  );

/** The daily rollup's rows of a topic's days `from`..`to` at a place. */
const inDays = (topic: string, from: string, to: string, p: Place) =>
  and(eq(visitsDaily.websiteTopic, topic), between(visitsDaily.day, from, to), placeFilter(visitsDaily, p));

export const analyticsRepository = (db: Db) => ({
  writeBatch: (events: VisitEvent[]) => writeBatch(db, events),

  /** The salt of `day`, created by whichever process asks first; older salts are deleted. */
  async saltFor(day: string): Promise<string> {
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    await this.deleteSaltsBefore(day);
    const [row] = await db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`no analytics salt for ${day}`);
    return row.salt;
  },

  /** Deletes the salts of the days before `day`: no visitor hash of those days can be linked to an address. */
  async deleteSaltsBefore(day: string): Promise<number> {
    const deleted = await db
      .delete(analyticsSalts)
      .where(lt(analyticsSalts.day, day))
      .returning({ day: analyticsSalts.day });
    return deleted.length;
  },

  async daily(topic: string, from: string, to: string, p: Place) {
    return db
      .select({
        day: visitsDaily.day,
        pageviews: sql<number>`sum(${visitsDaily.pageviews})::int`,
        visitors: sql<number>`sum(${visitsDaily.visitors})::int`,
        outboundClicks: sql<number>`sum(${visitsDaily.outboundClicks})::int`,
      })
      .from(visitsDaily)
      .where(inDays(topic, from, to, p))
      .groupBy(visitsDaily.day)
      .orderBy(visitsDaily.day);
  },

  async locations(topic: string, from: string, to: string, p: Place, limit: number) {
    const visitors = sql<number>`sum(${visitsDaily.visitors})::int`;
    const pageviews = sql<number>`sum(${visitsDaily.pageviews})::int`;
    return db
      .select({ country: visitsDaily.country, region: visitsDaily.region, pageviews, visitors })
      .from(visitsDaily)
      .where(inDays(topic, from, to, p))
      .groupBy(visitsDaily.country, visitsDaily.region)
      .having(sql`sum(${visitsDaily.pageviews}) > 0 or sum(${visitsDaily.visitors}) > 0`)
      .orderBy(desc(visitors), desc(pageviews), visitsDaily.country, visitsDaily.region)
      .limit(limit);
  },

  /** From the daily rollup: the range's whole traffic, no place filter. */
  async topFromRollup(
    topic: string,
    from: string,
    to: string,
    dimension: 'page' | 'referrer' | 'outbound',
    limit: number,
  ) {
    const hits = sql<number>`sum(${visitsDailyTop.hits})::int`;
    return db
      .select({ value: visitsDailyTop.value, count: hits })
      .from(visitsDailyTop)
      .where(
        and(
          eq(visitsDailyTop.websiteTopic, topic),
          between(visitsDailyTop.day, from, to),
          eq(visitsDailyTop.dimension, dimension),
        ),
      )
      .groupBy(visitsDailyTop.value)
      .orderBy(desc(hits), visitsDailyTop.value)
      .limit(limit);
  },

  /** With a place filter, from the visits themselves (the place index keeps this to that place's rows). */
  async topFromVisits(
    topic: string,
    from: string,
    to: string,
    p: Place,
    dimension: 'page' | 'referrer' | 'outbound',
    limit: number,
  ) {
    const column =
      dimension === 'page' ? visits.path : dimension === 'referrer' ? visits.referrer : visits.targetUrl;
    const value = sql<string>`${column}`;
    const hits = sql<number>`count(*)::int`;
    return db
      .select({ value, count: hits })
      .from(visits)
      .where(
        and(
          eq(visits.websiteTopic, topic),
          between(visits.day, from, to),
          placeFilter(visits, p),
          eq(visits.kind, dimension === 'outbound' ? 'outbound' : 'pageview'),
          sql`${column} is not null and ${column} <> ''`,
        ),
      )
      .groupBy(column)
      .orderBy(desc(hits), column)
      .limit(limit);
  },

  async visitorsOfDay(topic: string, day: string, p: Place, page: PageRequest) {
    const where = and(
      eq(visitorsDaily.websiteTopic, topic),
      eq(visitorsDaily.day, day),
      placeFilter(visitorsDaily, p),
    );
    const rows = await db
      .select({
        firstSeenAt: visitorsDaily.firstSeenAt,
        lastSeenAt: visitorsDaily.lastSeenAt,
        path: visitorsDaily.entryPath,
        pageviews: visitorsDaily.pageviews,
        country: visitorsDaily.country,
        region: visitorsDaily.region,
        referrer: visitorsDaily.referrer,
        device: visitorsDaily.device,
        browser: visitorsDaily.browser,
      })
      .from(visitorsDaily)
      .where(where)
      .orderBy(desc(visitorsDaily.firstSeenAt))
      .limit(page.pageSize)
      .offset(offsetOf(page));
    const [c] = await db.select({ n: count() }).from(visitorsDaily).where(where);
    return { rows, total: c?.n ?? 0 };
  },
});
export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;
