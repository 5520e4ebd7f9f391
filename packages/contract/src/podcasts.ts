import { z } from 'zod';
import { HttpUrl, Id, ImageUrl } from './common';

export const Podcast = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  audioUrl: z.string().nullable(),
  embedUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  rank: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Podcast = z.infer<typeof Podcast>;

const podcastFields = {
  title: z.string().trim().min(1, 'Enter a title').max(200),
  description: z.string().trim().max(5_000),
  audioUrl: HttpUrl.nullable(),
  embedUrl: HttpUrl.nullable(),
  imageUrl: ImageUrl.nullable(),
  durationSeconds: z.number().int().min(0).max(86_400).nullable(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
};

export const CreatePodcastBody = z
  .strictObject({
    title: podcastFields.title,
    description: podcastFields.description.default(''),
    audioUrl: podcastFields.audioUrl.optional(),
    embedUrl: podcastFields.embedUrl.optional(),
    imageUrl: podcastFields.imageUrl.optional(),
    durationSeconds: podcastFields.durationSeconds.optional(),
    publishedAt: podcastFields.publishedAt.optional(),
  })
  .refine((p) => p.audioUrl || p.embedUrl, {
    message: 'Give an audio file address or an embed address',
    path: ['audioUrl'],
  });
export type CreatePodcastBody = z.infer<typeof CreatePodcastBody>;
export type CreatePodcastInput = z.input<typeof CreatePodcastBody>;

export const UpdatePodcastBody = z.strictObject({
  title: podcastFields.title.optional(),
  description: podcastFields.description.optional(),
  audioUrl: podcastFields.audioUrl.optional(),
  embedUrl: podcastFields.embedUrl.optional(),
  imageUrl: podcastFields.imageUrl.optional(),
  durationSeconds: podcastFields.durationSeconds.optional(),
  publishedAt: podcastFields.publishedAt.optional(),
});
export type UpdatePodcastBody = z.infer<typeof UpdatePodcastBody>;

export const ChangePodcastOrderBody = z.strictObject({
  podcastIds: z.array(Id).min(1, 'Send at least one id').max(10_000),
});
