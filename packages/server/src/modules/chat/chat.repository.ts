import { and, asc, count, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandItems, brands, chatMessages, chatSessions } from '../../db/schema';
import type { CatalogueItem } from '../search';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Chat sessions and messages, and the few catalogue reads the search does not cover. */
/** A row as the search module's items are: the price's check time as text. */
const asCatalogueItem = (r: typeof brandItems.$inferSelect): CatalogueItem => ({
  ...r,
  priceCheckedAt: r.priceCheckedAt?.toISOString() ?? null,
});

export const chatRepository = (db: Db) => ({
  async createSession(topic: string, id: string, keyHash: string): Promise<void> {
    await db.insert(chatSessions).values({ id, websiteTopic: topic, keyHash });
  },

  /** The session's topic and key hash, or null for an unknown id. */
  async findSession(id: string): Promise<{ topic: string; keyHash: string } | null> {
    const [row] = await db
      .select({ topic: chatSessions.websiteTopic, keyHash: chatSessions.keyHash })
      .from(chatSessions)
      .where(eq(chatSessions.id, id));
    return row ?? null;
  },

  /** The latest `limit` messages of a session of this topic, oldest first. */
  async history(topic: string, sessionId: string, limit: number): Promise<ChatMessageRow[]> {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.websiteTopic, topic), eq(chatMessages.sessionId, sessionId)))
      .orderBy(desc(chatMessages.id))
      .limit(limit);
    return rows.reverse();
  },

  /** Messages the visitor sent in this session since `since`: the per-session rate limit. */
  async sentSince(topic: string, sessionId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.websiteTopic, topic),
          eq(chatMessages.sessionId, sessionId),
          eq(chatMessages.role, 'user'),
          gt(chatMessages.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  },

  /** The question and its answer, in this order, in one statement. */
  async append(
    topic: string,
    sessionId: string,
    messages: Array<{ role: 'user' | 'assistant'; content: string }>,
  ): Promise<ChatMessageRow[]> {
    const at = Date.now();
    const rows = await db
      .insert(chatMessages)
      .values(
        messages.map((m, i) => ({
          sessionId,
          websiteTopic: topic,
          role: m.role,
          content: m.content,
          createdAt: new Date(at + i),
          updatedAt: new Date(at + i),
        })),
      )
      .returning();
    await db
      .update(chatSessions)
      .set({ updatedAt: new Date(at) })
      .where(eq(chatSessions.id, sessionId));
    return rows.sort((a, b) => a.id - b.id);
  },

  /** The topic's cheapest, dearest or best rated items, when a question names no kind of item. */
  async topItems(
    topic: string,
    by: 'price' | 'priceDesc' | 'rating',
    limit: number,
  ): Promise<CatalogueItem[]> {
    const order =
      by === 'price'
        ? [asc(brandItems.priceMinor), desc(brandItems.rating)]
        : by === 'priceDesc'
          ? [desc(brandItems.priceMinor), desc(brandItems.rating)]
          : [desc(brandItems.rating), desc(brandItems.reviewCount)];
    const rows = await db
      .select()
      .from(brandItems)
      .where(
        and(
          eq(brandItems.websiteTopic, topic),
          isNotNull(by === 'rating' ? brandItems.rating : brandItems.priceMinor),
        ),
      )
      .orderBy(...order, asc(brandItems.id))
      .limit(limit);
    return rows.map(asCatalogueItem);
  },

  /**
   * The topic's items for "what's new", "best sellers" and "on sale", among `ids` when given: newest
   * first; most reviewed first (then best rated); or those whose price is below the one before it,
   * the latest change first.
   */
  async listing(
    topic: string,
    by: 'newest' | 'bestSellers' | 'onSale',
    limit: number,
    ids: number[] | null = null,
  ): Promise<Array<CatalogueItem & { previousPriceMinor: number | null; priceChangedAt: string | null }>> {
    if (ids !== null && ids.length === 0) return [];
    const order =
      by === 'newest'
        ? [desc(brandItems.createdAt)]
        : by === 'bestSellers'
          ? [desc(brandItems.reviewCount), sql`${brandItems.rating} desc nulls last`]
          : [desc(brandItems.priceChangedAt)];
    const rows = await db
      .select()
      .from(brandItems)
      .where(
        and(
          eq(brandItems.websiteTopic, topic),
          ids !== null ? inArray(brandItems.id, ids) : undefined,
          by === 'bestSellers' ? gt(brandItems.reviewCount, 0) : undefined,
          by === 'onSale' ? sql`${brandItems.priceMinor} < ${brandItems.previousPriceMinor}` : undefined,
        ),
      )
      // Added in the same instant (a crawl's batch): the one inserted last is the newest.
      .orderBy(...order, by === 'newest' ? desc(brandItems.id) : asc(brandItems.id))
      .limit(limit);
    return rows.map((r) => ({
      ...asCatalogueItem(r),
      previousPriceMinor: r.previousPriceMinor,
      priceChangedAt: r.priceChangedAt?.toISOString() ?? null,
    }));
  },

  /** The site's categories in the owner's order: what it carries, for an answer that has none of what was asked. */
  async categories(topic: string, limit: number) {
    return db
      .select({
        name: brands.name,
        slug: brands.slug,
        isCategory: brands.isCategory,
        itemCount: brands.itemCount,
        description: brands.description,
      })
      .from(brands)
      .where(and(eq(brands.websiteTopic, topic), eq(brands.isCategory, true)))
      .orderBy(asc(brands.ordering), asc(brands.id))
      .limit(limit);
  },

  /** Items of the topic by brand and item slug (the links of an earlier answer). */
  async itemsBySlugs(
    topic: string,
    pairs: Array<{ brandSlug: string; itemSlug: string }>,
  ): Promise<CatalogueItem[]> {
    if (pairs.length === 0) return [];
    const rows = await db
      .select()
      .from(brandItems)
      .where(
        and(
          eq(brandItems.websiteTopic, topic),
          or(
            ...pairs.map((p) =>
              and(eq(brandItems.brandSlug, p.brandSlug), eq(brandItems.itemSlug, p.itemSlug)),
            ),
          ),
        ),
      );
    return rows.map(asCatalogueItem);
  },
});
export type ChatRepository = ReturnType<typeof chatRepository>;
