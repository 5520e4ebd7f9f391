import {
  ACTIVITY_ERRORS,
  type CreateTipBody,
  ERRORS,
  type Tip,
  type TipDetail,
  type TipList,
  type UpdateTipBody,
} from '@app/contract';
import { conflict, isUniqueViolation, notFound } from '../../errors';
import { type PageRequest, paged } from '../../lib/paging';
import { freeSlug } from '../../lib/slug';
import { foundOr404 } from '../../lib/topic-policy';
import type { Actor } from '../activity';
import { restoreConflict } from '../activity';
import { publishChange, publishDeleted, publishReorder } from '../changes';
import { sanitizeRichText } from './sanitize';
import type { TipDetailRow, TipSummaryRow, TipsRepository, TipValues } from './tips.repository';

export const toTip = (r: TipSummaryRow): Tip => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  imageUrl: r.imageUrl,
  summaryHtml: r.summaryHtml,
  rank: r.rank,
  seoTitle: r.seoTitle,
  seoDescription: r.seoDescription,
  seoKeywords: r.seoKeywords,
  seoLocked: r.seoLocked,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const toTipDetail = (r: TipDetailRow): TipDetail => ({ ...toTip(r), bodyHtml: r.bodyHtml });

/** Two admins may generate the same slug at once; the loser retries with the next free suffix. */
const SLUG_ATTEMPTS = 3;

/** Rich-text fields are cleaned before they are stored; the rest passes through. */
function cleanValues(body: UpdateTipBody): TipValues {
  const { summaryHtml, bodyHtml, ...rest } = body;
  return {
    ...rest,
    ...(summaryHtml !== undefined ? { summaryHtml: sanitizeRichText(summaryHtml) } : {}),
    ...(bodyHtml !== undefined ? { bodyHtml: sanitizeRichText(bodyHtml) } : {}),
  };
}

const rethrowSlugTaken = (err: unknown): never => {
  if (isUniqueViolation(err)) throw conflict(ERRORS.tipSlugTaken);
  throw err;
};

export function tipsService(repo: TipsRepository) {
  /** Inserts the tip and its 'create' entry in one transaction. */
  const insert = (topic: string, actor: Actor, values: TipValues & { title: string; slug: string }) =>
    repo.inTransaction(async (r, tx) => {
      const tip = toTipDetail(await r.insert(topic, values));
      await publishChange(tx, topic, actor, {
        action: 'create',
        entityType: 'tip',
        entityId: tip.id,
        entityLabel: tip.title,
        after: tip,
      });
      return tip;
    });

  return {
    async list(topic: string, page: PageRequest): Promise<TipList> {
      const { rows, total } = await repo.list(topic, page);
      return paged(rows.map(toTip), total, page);
    },

    /** Every tip's address and change time, for the sitemap. */
    sitemapEntries: (topic: string, limit: number) => repo.sitemapEntries(topic, limit),

    /** All digits means an id; a slug of digits only is still found when no tip has that id. */
    async get(topic: string, idOrSlug: string): Promise<TipDetail> {
      const id = /^\d{1,10}$/.test(idOrSlug) ? Number(idOrSlug) : null;
      const row =
        (id !== null && id <= 2_147_483_647 ? await repo.findById(topic, id) : null) ??
        (await repo.findBySlug(topic, idOrSlug.toLowerCase()));
      if (!row) throw notFound(ERRORS.tipNotFound);
      return toTipDetail(row);
    },

    async create(topic: string, actor: Actor, body: CreateTipBody): Promise<TipDetail> {
      const values = { ...cleanValues(body), title: body.title };
      if (body.slug) {
        return insert(topic, actor, { ...values, slug: body.slug }).catch(rethrowSlugTaken);
      }
      for (let attempt = 1; ; attempt++) {
        const slug = await freeSlug(body.title, (candidates) => repo.slugsTaken(topic, candidates));
        try {
          return await insert(topic, actor, { ...values, slug });
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          // Many admins saving the same title at once: past a few tries, say so (409) as brands do.
          if (attempt >= SLUG_ATTEMPTS) throw conflict(ERRORS.tipSlugTaken);
        }
      }
    },

    /** `action` is 'restore' when an earlier version is written back. */
    async update(
      topic: string,
      actor: Actor,
      id: number,
      body: UpdateTipBody,
      action: 'update' | 'restore' = 'update',
    ): Promise<TipDetail> {
      return repo
        .inTransaction(async (r, tx) => {
          const before = toTipDetail(foundOr404(await r.lockedById(topic, id), ERRORS.tipNotFound));
          const tip = toTipDetail(
            foundOr404(await r.update(topic, id, cleanValues(body)), ERRORS.tipNotFound),
          );
          await publishChange(tx, topic, actor, {
            action,
            entityType: 'tip',
            entityId: id,
            entityLabel: tip.title,
            before,
            after: tip,
          });
          return tip;
        })
        .catch(rethrowSlugTaken);
    },

    async remove(topic: string, actor: Actor, id: number): Promise<{ id: number }> {
      return repo.inTransaction(async (r, tx) => {
        const tip = toTipDetail(foundOr404(await r.delete(topic, id), ERRORS.tipNotFound));
        await publishDeleted(tx, topic, actor, 'tip', tip, tip.title);
        return { id };
      });
    },

    /** Undoes a deletion: the tip as it was deleted, under its old id, logged as 'restore'. */
    async recreate(topic: string, actor: Actor, deleted: TipDetail): Promise<TipDetail> {
      return repo
        .inTransaction(async (r, tx) => {
          if (await r.lockedById(topic, deleted.id)) throw conflict(ACTIVITY_ERRORS.alreadyExists);
          if ((await r.slugsTaken(topic, [deleted.slug])).size > 0) {
            throw conflict(ACTIVITY_ERRORS.slugClash(deleted.slug));
          }
          // Sanitised again: the version may predate today's rules for rich text.
          const tip = toTipDetail(
            await r.reinsert(topic, {
              ...deleted,
              summaryHtml: sanitizeRichText(deleted.summaryHtml),
              bodyHtml: sanitizeRichText(deleted.bodyHtml),
            }),
          );
          await publishChange(tx, topic, actor, {
            action: 'restore',
            entityType: 'tip',
            entityId: tip.id,
            entityLabel: tip.title,
            after: tip,
          });
          return tip;
        })
        .catch((err: unknown) => {
          throw restoreConflict(err, deleted.slug);
        });
    },

    /** One entry for the whole new order, not one per tip. */
    async changeOrder(topic: string, actor: Actor, ids: number[]): Promise<{ tipIds: number[] }> {
      await repo.inTransaction((r, tx) =>
        publishReorder(
          tx,
          topic,
          actor,
          { entityType: 'tip', label: `${ids.length} tips put in a new order`, ids },
          (sent) => r.changeOrder(topic, sent),
        ),
      );
      return { tipIds: ids };
    },
  };
}
export type TipsService = ReturnType<typeof tipsService>;
