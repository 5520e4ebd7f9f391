import { ERRORS, type SynonymGroup } from '@app/contract';
import { foundOr404 } from '../../lib/topic-policy';
import type { SynonymRow, SynonymsRepository } from './synonyms.repository';

export const toSynonymGroup = (r: SynonymRow): SynonymGroup => ({
  id: r.id,
  terms: r.terms,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The site admin's synonym groups; search reads them on every query, so a change counts at once. */
export function synonymsService(repo: SynonymsRepository) {
  return {
    async list(topic: string): Promise<SynonymGroup[]> {
      return (await repo.list(topic)).map(toSynonymGroup);
    },
    async create(topic: string, terms: string[]): Promise<SynonymGroup> {
      return toSynonymGroup(await repo.insert(topic, terms));
    },
    async update(topic: string, id: number, terms: string[]): Promise<SynonymGroup> {
      return toSynonymGroup(foundOr404(await repo.update(topic, id, terms), ERRORS.synonymGroupNotFound));
    },
    async remove(topic: string, id: number): Promise<{ id: number }> {
      foundOr404(await repo.delete(topic, id), ERRORS.synonymGroupNotFound);
      return { id };
    },
  };
}
