import { and, asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandItems, crawlRuns } from '../../db/schema';
import type { CrawlRunRow } from '../runs';
import type { ItemOffer } from './marketplace-adapter';

/** Runs that talk to the marketplace and write items: a refresh never runs beside one of them. */
export const MARKETPLACE_RUNS: Array<CrawlRunRow['mode']> = ['all', 'empty', 'term', 'refresh'];

export type RefreshTarget = { id: number; externalId: string };

/** What a marketplace said of one batch of targets. */
export type LookedUp = { batch: RefreshTarget[]; offers: ItemOffer[] };

/** What a run's writes did: items confirmed, and the items whose price or stock changed. */
export type RefreshWritten = {
  confirmed: number;
  priceChanged: Array<{ id: number; name: string }>;
  stockChanged: Array<{ id: number; name: string }>;
};

/** Queries of the price refresh; every one takes the topic. */
export const priceRefreshRepository = (db: Db) => ({
  /** The items a refresh looks up: those with a marketplace id, least recently confirmed first. */
  async targets(topic: string): Promise<RefreshTarget[]> {
    const rows = await db
      .select({ id: brandItems.id, externalId: brandItems.externalId })
      .from(brandItems)
      .where(and(eq(brandItems.websiteTopic, topic), isNotNull(brandItems.externalId)))
      .orderBy(sql`${brandItems.priceCheckedAt} asc nulls first`, asc(brandItems.id));
    return rows.flatMap((r) => (r.externalId ? [{ id: r.id, externalId: r.externalId }] : []));
  },

  /**
   * Another active run that this refresh must give way to: any crawl (crawls do not look again
   * after they begin), or a refresh begun before it (so of two begun at once, one goes on).
   */
  async runToYieldTo(topic: string, mine: CrawlRunRow): Promise<CrawlRunRow | null> {
    const [row] = await db
      .select()
      .from(crawlRuns)
      .where(
        and(
          eq(crawlRuns.websiteTopic, topic),
          inArray(crawlRuns.mode, MARKETPLACE_RUNS),
          inArray(crawlRuns.status, ['queued', 'running']),
          ne(crawlRuns.sessionId, mine.sessionId),
          sql`(${crawlRuns.mode} <> 'refresh'
            or (${crawlRuns.startedAt}, ${crawlRuns.sessionId}) < (${mine.startedAt.toISOString()}::timestamptz, ${mine.sessionId}))`,
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** A run that gave way before doing anything leaves no trace. */
  async forgetRun(topic: string, sessionId: string): Promise<void> {
    await db
      .delete(crawlRuns)
      .where(and(eq(crawlRuns.websiteTopic, topic), eq(crawlRuns.sessionId, sessionId)));
  },

  async countTargets(topic: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(brandItems)
      .where(and(eq(brandItems.websiteTopic, topic), isNotNull(brandItems.externalId)));
    return row?.n ?? 0;
  },

  /**
   * Writes a run's lookups in one transaction, with `log` writing the run's one entry in it (see
   * `applyOffers` for what each offer changes).
   */
  async applyRun(
    topic: string,
    looked: LookedUp[],
    log: (tx: Tx, written: RefreshWritten) => Promise<void>,
  ): Promise<RefreshWritten> {
    return db.transaction(async (tx) => {
      const written: RefreshWritten = { confirmed: 0, priceChanged: [], stockChanged: [] };
      for (const { batch, offers } of looked) {
        for (const row of await applyOffers(tx, topic, batch, offers)) {
          if (row.confirmed) written.confirmed++;
          if (row.priceChanged) written.priceChanged.push({ id: row.id, name: row.name });
          else if (row.stockChanged) written.stockChanged.push({ id: row.id, name: row.name });
        }
      }
      await log(tx, written);
      return written;
    });
  },
});
export type PriceRefreshRepository = ReturnType<typeof priceRefreshRepository>;

/**
 * Writes what the marketplace said of a batch in one statement (the triggers record changed
 * prices in item_prices and keep the previous price, in the same transaction):
 * - an offer with a price: price, currency, rating, reviews and availability, checked now;
 * - an offer without a price (the page shows none): availability, rating and reviews; the old
 *   price stays, unconfirmed, and ages out of the storefront;
 * - no offer (the marketplace does not know the id): an item whose price it had confirmed
 *   before is out of stock, its price ages out; one it never confirmed (entered by hand, whose
 *   id may be another marketplace's) is left as it is.
 * Each row returned says whether its price or its stock changed (`old` is the row as it was).
 */
async function applyOffers(tx: Tx, topic: string, batch: RefreshTarget[], offers: ItemOffer[]) {
  if (batch.length === 0) return [];
  const byId = new Map(offers.map((o) => [o.externalId, o]));
  const values = batch.map((t) => {
    const o = byId.get(t.externalId);
    // A price without its currency is not a price we can show.
    const price = o?.priceMinor != null && o.currency ? o.priceMinor : null;
    return sql`(${t.id}::int, ${price}::int, ${price === null ? null : o!.currency}::text,
      ${o?.rating ?? null}::double precision, ${o?.reviewCount ?? null}::int,
      ${o?.availability ?? null}::text, ${o !== undefined}::boolean)`;
  });
  const b = brandItems;
  const updated = await tx.execute<{
    id: number;
    name: string;
    confirmed: boolean;
    priceChanged: boolean;
    stockChanged: boolean;
  }>(sql`
    update ${b} set
      price_minor = coalesce(v.price, ${b.priceMinor}),
      currency = coalesce(v.currency, ${b.currency}),
      rating = coalesce(v.rating, ${b.rating}),
      review_count = coalesce(v.reviews, ${b.reviewCount}),
      availability = case
        when v.found then v.availability
        when ${b.priceCheckedAt} is not null then 'out_of_stock'
        else ${b.availability} end,
      price_checked_at = case when v.price is not null then now() else ${b.priceCheckedAt} end,
      updated_at = case
        when v.price is distinct from ${b.priceMinor} and v.price is not null
          or v.currency is distinct from ${b.currency} and v.currency is not null
        then now() else ${b.updatedAt} end
    from (values ${sql.join(values, sql`, `)})
      as v(id, price, currency, rating, reviews, availability, found),
      ${b} as old
    where ${b.id} = v.id and old.id = v.id and ${b.websiteTopic} = ${topic}
    returning ${b.id} as id, ${b.name} as name, v.price is not null as confirmed,
      (${b.priceMinor} is distinct from old.price_minor
        or ${b.currency} is distinct from old.currency) as "priceChanged",
      ${b.availability} is distinct from old.availability as "stockChanged"`);
  return updated.rows;
}
