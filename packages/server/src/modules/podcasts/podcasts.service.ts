import { type CreatePodcastBody, ERRORS, type Podcast, type UpdatePodcastBody } from '@app/contract';
import { badRequest } from '../../errors';
import { foundOr404 } from '../../lib/topic-policy';
import type { Actor } from '../activity';
import { publishChange, publishDeleted, publishReorder } from '../changes';
import type { PodcastRow, PodcastsRepository, PodcastValues } from './podcasts.repository';

export const toPodcast = (r: PodcastRow): Podcast => ({
  id: r.id,
  title: r.title,
  description: r.description,
  audioUrl: r.audioUrl,
  embedUrl: r.embedUrl,
  imageUrl: r.imageUrl,
  durationSeconds: r.durationSeconds,
  publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
  rank: r.rank,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The create schema's rule, applied to the result of an update as well. */
const NO_MEDIA = 'Give an audio file address or an embed address';

function toValues(body: UpdatePodcastBody): PodcastValues {
  const { publishedAt, ...rest } = body;
  return {
    ...rest,
    ...(publishedAt !== undefined
      ? { publishedAt: publishedAt === null ? null : new Date(publishedAt) }
      : {}),
  };
}

export function podcastsService(repo: PodcastsRepository) {
  return {
    async list(topic: string): Promise<Podcast[]> {
      return (await repo.list(topic)).map(toPodcast);
    },

    async create(topic: string, actor: Actor, body: CreatePodcastBody): Promise<Podcast> {
      return repo.inTransaction(async (r, tx) => {
        const podcast = toPodcast(await r.insert(topic, { ...toValues(body), title: body.title }));
        await publishChange(tx, topic, actor, {
          action: 'create',
          entityType: 'podcast',
          entityId: podcast.id,
          entityLabel: podcast.title,
          after: podcast,
        });
        return podcast;
      });
    },

    async update(topic: string, actor: Actor, id: number, body: UpdatePodcastBody): Promise<Podcast> {
      if (body.audioUrl !== undefined || body.embedUrl !== undefined) {
        const current = foundOr404(await repo.findById(topic, id), ERRORS.podcastNotFound);
        const audioUrl = body.audioUrl !== undefined ? body.audioUrl : current.audioUrl;
        const embedUrl = body.embedUrl !== undefined ? body.embedUrl : current.embedUrl;
        if (!audioUrl && !embedUrl) {
          throw badRequest(`body.audioUrl: ${NO_MEDIA}`, [{ path: 'body.audioUrl', message: NO_MEDIA }]);
        }
      }
      return repo.inTransaction(async (r, tx) => {
        const before = toPodcast(foundOr404(await r.lockedById(topic, id), ERRORS.podcastNotFound));
        const podcast = toPodcast(
          foundOr404(await r.update(topic, id, toValues(body)), ERRORS.podcastNotFound),
        );
        await publishChange(tx, topic, actor, {
          action: 'update',
          entityType: 'podcast',
          entityId: id,
          entityLabel: podcast.title,
          before,
          after: podcast,
        });
        return podcast;
      });
    },

    async remove(topic: string, actor: Actor, id: number): Promise<{ id: number }> {
      return repo.inTransaction(async (r, tx) => {
        const podcast = toPodcast(foundOr404(await r.delete(topic, id), ERRORS.podcastNotFound));
        await publishDeleted(tx, topic, actor, 'podcast', podcast, podcast.title);
        return { id };
      });
    },

    /** Replies with the whole list in its new order, which is what the client shows next. */
    async changeOrder(topic: string, actor: Actor, ids: number[]): Promise<Podcast[]> {
      await repo.inTransaction((r, tx) =>
        publishReorder(
          tx,
          topic,
          actor,
          { entityType: 'podcast', label: `${ids.length} podcasts put in a new order`, ids },
          (sent) => r.changeOrder(topic, sent),
        ),
      );
      return (await repo.list(topic)).map(toPodcast);
    },
  };
}
export type PodcastsService = ReturnType<typeof podcastsService>;
