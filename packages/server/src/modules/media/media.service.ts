import {
  ERRORS,
  MEDIA_CONTENT_TYPES,
  MEDIA_FORMATS,
  type MediaAsset,
  type MediaFormat,
  type MediaList,
  type MediaUsage,
  mediaFilePath,
  mediaKeyOf,
  mediaWidthsFor,
  parseMediaUrl,
} from '@app/contract';
import type { Db, Tx } from '../../db/client';
import { AppError, isUniqueViolation, notFound } from '../../errors';
import { type PageRequest, paged } from '../../lib/paging';
import type { JobQueue } from '../../plugins/jobs';
import type { Actor } from '../activity';
import { publishChange } from '../changes';
import { inspectPicture, renderShareCard, SHARE_CARD_WIDTH, sha256Of } from './media.processing';
import { type AssetWithVariants, type MediaRepository, mediaRepository } from './media.repository';

const isFormat = (f: string): f is MediaFormat => (MEDIA_FORMATS as readonly string[]).includes(f);

export function toMediaAsset(a: AssetWithVariants): MediaAsset {
  const key = mediaKeyOf(a);
  const variants = a.variants.flatMap((v) =>
    isFormat(v.format) ? [{ ...v, format: v.format, url: mediaFilePath(key, v.width, v.format) }] : [],
  );
  // The format every browser shows: JPEG, PNG, or the one vector file of a drawn picture.
  const fallbacks = variants.filter((v) => v.format === 'jpeg' || v.format === 'png' || v.format === 'svg');
  // A drawn picture's address is its vector file, even once its social card (a JPEG) exists.
  const largest = variants.find((v) => v.format === 'svg') ?? fallbacks[fallbacks.length - 1];
  const smallest = variants.find((v) => v.format === 'webp') ?? fallbacks[0];
  // Until its variants exist a picture has the addresses they will have (each serves the original).
  const planned = mediaWidthsFor(a.width);
  const fallback = a.fallback === 'png' ? 'png' : 'jpeg';
  const plannedUrl = (w: number | undefined, format: MediaFormat = fallback) =>
    mediaFilePath(key, w ?? a.width, format);
  return {
    id: a.id,
    fileName: a.fileName,
    alt: a.alt,
    mime: a.mime,
    width: a.width,
    height: a.height,
    bytes: a.bytes,
    url: largest?.url ?? plannedUrl(planned.at(-1)),
    thumbUrl: smallest?.url ?? plannedUrl(planned[0], 'webp'),
    variants,
    status: a.status === 'pending' || a.status === 'failed' ? a.status : 'ready',
    error: a.error,
    createdAt: a.createdAt.toISOString(),
  };
}

export const mediaNotFound = () => notFound(ERRORS.mediaNotFound);

/** A file name as a label: no path, no control characters, not endless. */
const cleanFileName = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'picture';

/** What the history keeps of a picture: its facts, never its bytes. */
const factsOf = (a: {
  fileName: string;
  alt: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
}) => ({
  fileName: a.fileName,
  alt: a.alt,
  mime: a.mime,
  width: a.width,
  height: a.height,
  bytes: a.bytes,
});

/** A picture as a page shares it (Open Graph, Twitter cards): its address and, when known, its file's size. */
export type SharedImage = { url: string; width?: number; height?: number; type?: string };

/** The queue whose jobs make a picture's variants (media.jobs.ts). */
export const MEDIA_VARIANTS_QUEUE = 'media-variants';
export type MediaVariantsJob = { assetId: number };

/** A stored file and how it may be cached: variants for ever, an original only until they exist. */
export type ServedFile = { data: Buffer; contentType: string; immutable: boolean };

export function mediaService(db: Db, jobs: JobQueue) {
  const repo = mediaRepository(db);
  /** A write and its activity entry, in one transaction: both are kept or neither. */
  const inTx = <T>(fn: (r: MediaRepository, tx: Tx) => Promise<T>) =>
    db.transaction((tx) => fn(mediaRepository(tx), tx));

  return {
    async list(topic: string, q: string | undefined, page: PageRequest): Promise<MediaList> {
      const { rows, total } = await repo.page(topic, q, page);
      return paged(rows.map(toMediaAsset), total, page);
    },

    async get(topic: string, id: number): Promise<MediaAsset> {
      const row = await repo.findById(topic, id);
      if (!row) throw mediaNotFound();
      return toMediaAsset(row);
    },

    /**
     * The file of a picture that social networks show: for a library picture of the topic, its
     * largest JPEG or PNG file (at most 1280 px wide, as their cards want) with its size; any other
     * address as it is. Null for a picture with only a vector file, which their cards cannot show.
     */
    async sharedImage(topic: string, url: string): Promise<SharedImage | null> {
      const parsed = parseMediaUrl(url);
      if (!parsed) return { url };
      const [id, sha] = parsed.key.split('-') as [string, string];
      const asset = await repo.findById(topic, Number(id));
      if (!asset?.sha256.startsWith(sha)) return parsed.format === 'svg' ? null : { url };
      const vector = asset.variants.find((v) => v.format === 'svg');
      if (vector) {
        // Drawn pictures get a JPEG card, made on its first request (see `file`).
        return {
          url: `${parsed.prefix}${mediaFilePath(parsed.key, SHARE_CARD_WIDTH, 'jpeg')}`,
          width: SHARE_CARD_WIDTH,
          height: Math.round((SHARE_CARD_WIDTH * vector.height) / vector.width),
          type: MEDIA_CONTENT_TYPES.jpeg,
        };
      }
      // Its files are on their way: the address it names will be one of them.
      if (asset.status !== 'ready') return { url };
      const raster = asset.variants
        .filter((v): v is typeof v & { format: 'jpeg' | 'png' } => v.format === 'jpeg' || v.format === 'png')
        .sort((a, b) => b.width - a.width)[0];
      if (!raster) return null;
      return {
        url: `${parsed.prefix}${mediaFilePath(parsed.key, raster.width, raster.format)}`,
        width: raster.width,
        height: raster.height,
        type: MEDIA_CONTENT_TYPES[raster.format],
      };
    },

    /**
     * Stores one uploaded file after reading its header only, and queues the making of its
     * variants (in the same transaction, so a stored picture always has its job). The same bytes
     * uploaded again (by anyone of the topic) are the same asset: nothing is stored twice.
     */
    async upload(
      topic: string,
      actor: Actor,
      file: { fileName: string; bytes: Buffer },
    ): Promise<MediaAsset & { duplicate: boolean }> {
      const sha256 = sha256Of(file.bytes);
      const existing = await repo.findBySha(topic, sha256);
      if (existing) return { ...toMediaAsset(existing), duplicate: true };
      const picture = await inspectPicture(file.bytes);
      const asset = {
        fileName: cleanFileName(file.fileName),
        mime: picture.mime,
        width: picture.width,
        height: picture.height,
        bytes: file.bytes.length,
        sha256,
        createdBy: actor.userId,
        fallback: picture.fallback,
      };
      try {
        const id = await inTx(async (r, tx) => {
          const inserted = await r.insertPending(topic, asset, file.bytes);
          await publishChange(tx, topic, actor, {
            action: 'create',
            entityType: 'media',
            entityId: inserted,
            entityLabel: asset.fileName,
            after: factsOf({ ...asset, alt: '' }),
          });
          await jobs.send<MediaVariantsJob>(MEDIA_VARIANTS_QUEUE, { assetId: inserted }, { tx });
          return inserted;
        });
        jobs.wake(MEDIA_VARIANTS_QUEUE);
        return { ...(await this.get(topic, id)), duplicate: false };
      } catch (err) {
        // Uploaded twice at the same moment: the other request stored it.
        if (!isUniqueViolation(err)) throw err;
        const stored = await repo.findBySha(topic, sha256);
        if (!stored) throw err;
        return { ...toMediaAsset(stored), duplicate: true };
      }
    },

    async updateAlt(topic: string, actor: Actor, id: number, alt: string): Promise<MediaAsset> {
      await inTx(async (r, tx) => {
        const before = await r.findById(topic, id);
        if (!before || !(await r.updateAlt(topic, id, alt))) throw mediaNotFound();
        await publishChange(tx, topic, actor, {
          action: 'update',
          entityType: 'media',
          entityId: id,
          entityLabel: before.fileName,
          before: factsOf(before),
          after: factsOf({ ...before, alt }),
        });
      });
      return this.get(topic, id);
    },

    async usages(topic: string, id: number): Promise<MediaUsage[]> {
      const row = await repo.findById(topic, id);
      if (!row) throw mediaNotFound();
      return repo.usages(topic, mediaKeyOf(row));
    },

    /**
     * A picture still shown somewhere is refused (409, the places listed as issues) unless the
     * caller forces it: deleting it would leave grey boxes on the storefront without a word.
     */
    async delete(
      topic: string,
      actor: Actor,
      id: number,
      force: boolean,
    ): Promise<{ id: number; usages: MediaUsage[] }> {
      const usages = await this.usages(topic, id);
      if (usages.length > 0 && !force) {
        throw new AppError(
          409,
          'MEDIA_IN_USE',
          ERRORS.mediaInUse,
          usages.map((u) => ({ path: u.id === null ? u.kind : `${u.kind}:${u.id}`, message: u.label })),
        );
      }
      await inTx(async (r, tx) => {
        const before = await r.findById(topic, id);
        if (!before || !(await r.delete(topic, id))) throw mediaNotFound();
        await publishChange(tx, topic, actor, {
          action: 'delete',
          entityType: 'media',
          entityId: id,
          entityLabel: before.fileName,
          before: factsOf(before),
          after: null,
        });
      });
      return { id, usages };
    },

    /**
     * A stored file; for a drawn picture, its social card is made from the vector file on first
     * request and kept, so each picture is rendered at most once whoever asks.
     */
    async file(id: number, shaPrefix: string, width: number, format: string): Promise<ServedFile | null> {
      const served = (data: Buffer) => ({
        data,
        contentType: MEDIA_CONTENT_TYPES[format as MediaFormat],
        immutable: true,
      });
      const stored = await repo.file(id, shaPrefix, width, format);
      if (stored) return served(stored);
      // Variants on their way: the original stands in at every address, and may not be kept.
      const original = await repo.servedOriginal(id, shaPrefix);
      if (original) return { data: original.data, contentType: original.mime, immutable: false };
      if (format !== 'jpeg' || width !== SHARE_CARD_WIDTH) return null;
      const vector = await repo.vectorOf(id, shaPrefix);
      if (!vector) return null;
      const card = await renderShareCard(vector.data, vector.width);
      await repo.addVariant(vector.assetId, card);
      return served(card.data);
    },
  };
}
export type MediaService = ReturnType<typeof mediaService>;
