import { ERRORS, type SynonymGroup } from '@app/contract';
import type { Db, Tx } from '../../db/client';
import { foundOr404 } from '../../lib/topic-policy';
import type { Actor } from '../activity';
import { publishChange } from '../changes';
import { type SynonymRow, type SynonymsRepository, synonymsRepository } from './synonyms.repository';

export const toSynonymGroup = (r: SynonymRow): SynonymGroup => ({
  id: r.id,
  terms: r.terms,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** How a group is named in the history: its terms. */
const labelOf = (g: SynonymGroup) => g.terms.join(', ');

/** The site admin's synonym groups; search reads them on every query, so a change counts at once. */
export function synonymsService(db: Db) {
  /** A write and its activity entry, in one transaction: both are kept or neither. */
  const inTx = <T>(fn: (r: SynonymsRepository, tx: Tx) => Promise<T>) =>
    db.transaction((tx) => fn(synonymsRepository(tx), tx));

  return {
    async list(topic: string): Promise<SynonymGroup[]> {
      return (await synonymsRepository(db).list(topic)).map(toSynonymGroup);
    },
    async create(topic: string, actor: Actor, terms: string[]): Promise<SynonymGroup> {
      return inTx(async (r, tx) => {
        const group = toSynonymGroup(await r.insert(topic, terms));
        await publishChange(tx, topic, actor, {
          action: 'create',
          entityType: 'searchSynonym',
          entityId: group.id,
          entityLabel: labelOf(group),
          after: group,
        });
        return group;
      });
    },
    async update(topic: string, actor: Actor, id: number, terms: string[]): Promise<SynonymGroup> {
      return inTx(async (r, tx) => {
        const before = toSynonymGroup(foundOr404(await r.lockedById(topic, id), ERRORS.synonymGroupNotFound));
        const group = toSynonymGroup(
          foundOr404(await r.update(topic, id, terms), ERRORS.synonymGroupNotFound),
        );
        await publishChange(tx, topic, actor, {
          action: 'update',
          entityType: 'searchSynonym',
          entityId: id,
          entityLabel: labelOf(group),
          before,
          after: group,
        });
        return group;
      });
    },
    async remove(topic: string, actor: Actor, id: number): Promise<{ id: number }> {
      return inTx(async (r, tx) => {
        const group = toSynonymGroup(foundOr404(await r.delete(topic, id), ERRORS.synonymGroupNotFound));
        await publishChange(tx, topic, actor, {
          action: 'delete',
          entityType: 'searchSynonym',
          entityId: id,
          entityLabel: labelOf(group),
          before: group,
        });
        return { id };
      });
    },
  };
}
