import { type CreatePodcastBody, ERRORS, type Podcast, type UpdatePodcastBody } from '@app/contract';
import { badRequest } from '../../errors';
import { foundOr404 } from '../../lib/topic-policy';
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

    async create(topic: string, body: CreatePodcastBody): Promise<Podcast> {
      return toPodcast(await repo.insert(topic, { ...toValues(body), title: body.title }));
    },

    async update(topic: string, id: number, body: UpdatePodcastBody): Promise<Podcast> {
      if (body.audioUrl !== undefined || body.embedUrl !== undefined) {
        const current = foundOr404(await repo.findById(topic, id), ERRORS.podcastNotFound);
        const audioUrl = body.audioUrl !== undefined ? body.audioUrl : current.audioUrl;
        const embedUrl = body.embedUrl !== undefined ? body.embedUrl : current.embedUrl;
        if (!audioUrl && !embedUrl) {
          throw badRequest(`body.audioUrl: ${NO_MEDIA}`, [{ path: 'body.audioUrl', message: NO_MEDIA }]);
        }
      }
      return toPodcast(foundOr404(await repo.update(topic, id, toValues(body)), ERRORS.podcastNotFound));
    },

    async remove(topic: string, id: number): Promise<{ id: number }> {
      foundOr404(await repo.delete(topic, id), ERRORS.podcastNotFound);
      return { id };
    },

    /** Replies with the whole list in its new order, which is what the client shows next. */
    async changeOrder(topic: string, ids: number[]): Promise<Podcast[]> {
      await repo.changeOrder(topic, ids);
      return (await repo.list(topic)).map(toPodcast);
    },
  };
}
export type PodcastsService = ReturnType<typeof podcastsService>;
