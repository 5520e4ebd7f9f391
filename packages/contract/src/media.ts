import { z } from 'zod';
import { Id, PageQuery } from './common';
import { Paged } from './envelope';
import { TopicQuery } from './topic-schema';

/** Widths every picture is resized into (never wider than the original). */
export const MEDIA_WIDTHS: readonly number[] = [320, 640, 1280];
const LARGEST_WIDTH = 1280;
/**
 * Stored formats. `svg` is only for pictures the product draws itself (the demo's packshots):
 * vector, so one small file serves every width. Uploaded SVG files are refused, since an SVG can
 * carry script.
 */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg', 'png', 'svg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};
/** Largest default upload; the server's `MEDIA_MAX_BYTES` may change it. */
export const MEDIA_DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
/** Files one upload request may carry. */
export const MEDIA_MAX_FILES = 10;
export const MEDIA_PAGE_SIZE = 24;
/**
 * Longest side to shortest a picture may have. Stored widths are at most 1280 px, so a longer
 * ratio makes variants taller than the encoders take (WebP 16,383 px, AVIF 16,384) and strips
 * that show nothing.
 */
export const MEDIA_MAX_ASPECT_RATIO = 20;
/** Uploads one account may make a minute (each request counts once, whatever its files). */
export const MEDIA_UPLOADS_PER_MINUTE = 20;

/** A picture's state: its variants are made in the background after the upload answers. */
export const MEDIA_STATUSES = ['pending', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

export const MEDIA_ERRORS = {
  badShape: `This picture is too long and narrow: one side may be at most ${MEDIA_MAX_ASPECT_RATIO} times the other`,
  tooLongSide: 'This picture is too large on one side for its format',
  avifTooLarge:
    'AVIF pictures may have at most 16.7 million pixels (4096×4096); upload a smaller one, or a JPEG or PNG',
  unprocessable: 'This picture could not be processed; upload it again or another copy of it',
  tooSlow: 'This picture took too long to process; upload a smaller copy of it',
  unreadable: 'Damaged or cut short: its pixels could not be read. Upload another copy.',
} as const;

/** The widths stored for an original `width` pixels wide: the standard ones below it, and its own if smaller than the largest. */
export function mediaWidthsFor(width: number): number[] {
  const below = MEDIA_WIDTHS.filter((w) => w < width);
  const largest = Math.min(width, LARGEST_WIDTH);
  return below.includes(largest) ? below : [...below, largest];
}

/** The public address key of an asset: its id and the start of its hash, so an address never names other bytes. */
export const mediaKeyOf = (a: { id: number; sha256: string }) => `${a.id}-${a.sha256.slice(0, 12)}`;

/** Path of one stored variant: `/api/media/files/42-1a2b3c4d5e6f/640.webp`. */
export const mediaFilePath = (key: string, width: number, format: MediaFormat) =>
  `/api/media/files/${key}/${width}.${format}`;

const FILE_PATH = /\/api\/media\/files\/(\d+-[0-9a-f]{12})\/(\d+)\.(avif|webp|jpeg|png|svg)$/;

/**
 * A library picture's address taken apart (the stored one names the fallback format at the
 * largest width), or null for any other picture address. Either side builds `srcset` from it.
 */
export function parseMediaUrl(
  url: string | null | undefined,
): { key: string; maxWidth: number; format: MediaFormat; prefix: string } | null {
  const m = url ? FILE_PATH.exec(url) : null;
  if (!url || !m?.[1] || !m[2] || !m[3]) return null;
  return {
    key: m[1],
    maxWidth: Number(m[2]),
    format: m[3] as MediaFormat,
    prefix: url.slice(0, url.length - m[0].length),
  };
}

/**
 * The smallest stored file of a library picture at least `width` wide (or its largest), for
 * places drawn small at a fixed size (thumbnails, the logo); any other address as it is.
 */
export function mediaUrlForWidth(url: string, width: number): string {
  const parsed = parseMediaUrl(url);
  if (!parsed || parsed.format === 'svg') return url;
  const widths = mediaWidthsFor(parsed.maxWidth);
  const w = widths.find((x) => x >= width) ?? parsed.maxWidth;
  return `${parsed.prefix}${mediaFilePath(parsed.key, w, parsed.format)}`;
}

/**
 * `srcset` of a library picture in one format: every stored width up to the one named. Null for
 * other addresses and for a vector picture, whose one file fits every width.
 */
export function mediaSrcSet(url: string, format?: MediaFormat): string | null {
  const parsed = parseMediaUrl(url);
  if (!parsed || parsed.format === 'svg') return null;
  return mediaWidthsFor(parsed.maxWidth)
    .map((w) => `${parsed.prefix}${mediaFilePath(parsed.key, w, format ?? parsed.format)} ${w}w`)
    .join(', ');
}

export const MediaVariant = z.object({
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(MEDIA_FORMATS),
  bytes: z.number().int(),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof MediaVariant>;

export const MediaAsset = z.object({
  id: z.number().int(),
  fileName: z.string(),
  alt: z.string(),
  mime: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** The address to store in a picture field: the fallback format at the largest width. */
  url: z.string(),
  /** A small one for grids and pickers. */
  thumbUrl: z.string(),
  variants: z.array(MediaVariant),
  /** `pending`: the original is served at every address until the variants exist. */
  status: z.enum(MEDIA_STATUSES),
  /** Why the variants could not be made (`failed`), in words for the editor. */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type MediaAsset = z.infer<typeof MediaAsset>;

export const MediaList = Paged(MediaAsset);
export type MediaList = z.infer<typeof MediaList>;

export const MediaListQuery = PageQuery(MEDIA_PAGE_SIZE).extend({
  q: z.string().trim().max(200).optional(),
  websiteTopic: TopicQuery.shape.websiteTopic,
});
export type MediaListQuery = z.input<typeof MediaListQuery>;

/** One upload's outcome: the asset, and whether it was already in the library. */
export const MediaUploadResult = z.object({
  assets: z.array(MediaAsset.extend({ duplicate: z.boolean() })),
});
export type MediaUploadResult = z.infer<typeof MediaUploadResult>;

export const UpdateMediaBody = z.strictObject({ alt: z.string().trim().max(500) });
export type UpdateMediaBody = z.infer<typeof UpdateMediaBody>;

export const MediaIdParams = z.object({ id: Id });

export const MediaUsage = z.object({
  kind: z.enum(['brand', 'item', 'tip', 'podcast', 'siteLogo']),
  id: z.number().int().nullable(),
  label: z.string(),
});
export type MediaUsage = z.infer<typeof MediaUsage>;
export const MediaUsageList = z.object({ usages: z.array(MediaUsage) });

export const DeleteMediaQuery = TopicQuery.extend({
  /** Delete even though records still show it (they then show the empty placeholder). */
  force: z.enum(['true', 'false']).optional(),
});
