import { createHash } from 'node:crypto';
import {
  ERRORS,
  MEDIA_ERRORS,
  MEDIA_MAX_ASPECT_RATIO,
  type MediaFormat,
  mediaWidthsFor,
} from '@app/contract';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../../errors';

/**
 * Largest picture decoded, in pixels (about 7000×7000). A few hundred bytes of PNG can declare
 * 20000×20000 pixels, which would take 1.6 GB to decode: the header is read first and such a
 * file is refused before any pixel is decoded; libvips enforces the same bound while decoding.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Longest side each format's codec takes, read from the header: libheif refuses AVIF/HEIF past
 * 16384, libwebp past 16383, JPEG's header holds 16 bits. PNG and GIF share JPEG's bound here.
 */
const MAX_SIDE: Record<string, number> = {
  heif: 16_384,
  webp: 16_383,
  jpeg: 65_535,
  png: 65_535,
  gif: 65_535,
};
/**
 * AVIF (and HEIF) is decoded whole, at full size, several copies at once (codec planes, RGB, the
 * library's copy): about 20 bytes a pixel, 1 GB for 8000×6000 where a JPEG or PNG of that size is
 * read shrunk or in strips. 4096×4096 keeps a worker within a few hundred MB and takes any phone's
 * photo; larger ones are refused from the header.
 */
export const MAX_AVIF_PIXELS = 4096 * 4096;
/** Every variant is written as WebP too, the strictest encoder. */
const MAX_VARIANT_SIDE = 16_383;

// libvips keeps decoded images in a cache and runs a thread per core by default; pictures are
// processed one at a time with little memory, so neither is worth it.
sharp.cache(false);
sharp.concurrency(1);

/** What the bytes say they are (not the file name or the client's content type). */
const ACCEPTED = new Map<string, string>([
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
  ['heif', 'image/avif'],
]);

export const notAnImage = () => new AppError(415, 'NOT_AN_IMAGE', ERRORS.mediaNotImage);
export const tooManyPixels = () => new AppError(413, 'TOO_MANY_PIXELS', ERRORS.mediaTooManyPixels);
const tooManyAvifPixels = () => new AppError(413, 'TOO_MANY_PIXELS', MEDIA_ERRORS.avifTooLarge);
const badShape = () => new AppError(422, 'BAD_SHAPE', MEDIA_ERRORS.badShape);
const tooLongSide = (max: number) =>
  new AppError(422, 'SIDE_TOO_LONG', `${MEDIA_ERRORS.tooLongSide} (at most ${max} pixels)`);

export type ProcessedVariant = {
  width: number;
  height: number;
  format: MediaFormat;
  data: Buffer;
};

/** The format every browser shows: PNG when the picture may be transparent, else JPEG. */
export type Fallback = 'jpeg' | 'png';

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What the header says, checked: all that an upload learns before it answers. */
export type Inspected = { mime: string; width: number; height: number; fallback: Fallback };

/**
 * Reads the header only (no pixel is decoded): the real type and size, refused when no variant
 * could be made from it — too many pixels, a side longer than its codec takes, a strip too long
 * and narrow. The fallback format is fixed here so that the picture's addresses never change.
 */
export async function inspectPicture(bytes: Buffer): Promise<Inspected> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (err) {
    throw decodeError(err);
  }
  const mime = meta.format ? ACCEPTED.get(meta.format) : undefined;
  // HEIF holds HEIC photos too, which the bundled libvips cannot decode; only AV1 (AVIF) passes.
  if (!mime || (meta.format === 'heif' && meta.compression !== 'av1')) throw notAnImage();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw notAnImage();
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
  if (meta.format === 'heif' && width * height > MAX_AVIF_PIXELS) throw tooManyAvifPixels();
  const maxSide = MAX_SIDE[meta.format ?? ''] ?? MAX_VARIANT_SIDE;
  if (Math.max(width, height) > maxSide) throw tooLongSide(maxSide);
  if (Math.max(width, height) / Math.min(width, height) > MEDIA_MAX_ASPECT_RATIO) throw badShape();
  const largest = mediaWidthsFor(width).at(-1) ?? width;
  if (Math.round((height * largest) / width) > MAX_VARIANT_SIDE) throw tooLongSide(MAX_VARIANT_SIDE);
  return { mime, width, height, fallback: meta.hasAlpha === true ? 'png' : 'jpeg' };
}

/** libvips' own refusal while decoding (a header that lied, a truncated file). */
function decodeError(err: unknown): AppError {
  const message = err instanceof Error ? err.message : '';
  return /pixel limit/i.test(message) ? tooManyPixels() : notAnImage();
}

/**
 * The picture resized into the library's widths (never enlarged), each as AVIF, WebP and the
 * fallback format. It is decoded once, at the largest width, and every variant is made from
 * those pixels; metadata (camera, place) is not carried over. Runs in the media worker.
 */
export async function makeVariants(bytes: Buffer, fallback: Fallback): Promise<ProcessedVariant[]> {
  const header = await inspectPicture(bytes);
  const widths = mediaWidthsFor(header.width);
  const largest = widths[widths.length - 1] ?? header.width;
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw decodeError(err);
  }
  const { width, height, channels } = pixels.info;
  const variants: ProcessedVariant[] = [];
  for (const w of widths) {
    const h = Math.max(1, Math.round((height * w) / width));
    for (const format of ['avif', 'webp', fallback] as const) {
      const image = sharp(pixels.data, { raw: { width, height, channels } }).resize({ width: w, height: h });
      const data = await encode(fallback === 'png' ? image : image.removeAlpha(), format);
      variants.push({ width: w, height: h, format, data });
    }
  }
  return variants;
}

function encode(image: Sharp, format: Exclude<MediaFormat, 'svg'>): Promise<Buffer> {
  switch (format) {
    case 'avif':
      // Effort 2 of 9: a quarter of the default's time for a file a few percent larger.
      return image.avif({ quality: 50, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 78 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
  }
}

/** Width of the JPEG that social networks get for a drawn (SVG) picture, which they cannot show. */
export const SHARE_CARD_WIDTH = 1280;

/** A drawn picture rendered as the JPEG card social networks show; only for the product's own SVG files. */
export async function renderShareCard(svg: Buffer, width: number): Promise<ProcessedVariant> {
  const { data, info } = await sharp(svg, { density: Math.ceil((72 * SHARE_CARD_WIDTH) / width) })
    .resize({ width: SHARE_CARD_WIDTH })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, format: 'jpeg', data };
}
