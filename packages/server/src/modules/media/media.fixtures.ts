import type { MediaAsset } from '@app/contract';
import sharp from 'sharp';
import type { App } from '../../app';

type Headers = Record<string, string>;

/**
 * The picture as its owner sees it once the background job has had its go: ready or failed
 * (polled; the job starts as soon as the upload is stored).
 */
export async function settled(
  app: App,
  headers: Headers,
  id: number,
  timeoutMs = 60_000,
): Promise<MediaAsset> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/media/${id}`, headers });
    const asset = res.json().data as MediaAsset;
    if (asset.status !== 'pending') return asset;
    if (Date.now() > until) throw new Error(`picture ${id} still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const avifBases = new Map<string, Promise<Buffer>>();
/**
 * A ~1 KB AVIF that declares `width`×`height` pixels (8000×6000 by default: under the megapixel
 * cap), each `n` a different file: a trailing `free` box (which readers skip) changes its bytes,
 * so none is a duplicate of another.
 */
export async function hostileAvif(n: number, width = 8000, height = 6000): Promise<Buffer> {
  const key = `${width}x${height}`;
  if (!avifBases.has(key)) {
    avifBases.set(
      key,
      sharp({ create: { width, height, channels: 3, background: '#123456' } })
        .avif({ effort: 0, quality: 30 })
        .toBuffer(),
    );
  }
  const free = Buffer.alloc(12);
  free.writeUInt32BE(12, 0);
  free.write('free', 4, 'ascii');
  free.writeUInt32BE(n, 8);
  return Buffer.concat([(await avifBases.get(key)) as Buffer, free]);
}

/** A large, half-transparent PNG that compresses to little (each `n` a different file). */
export function transparentPng(n: number, side = 5000): Promise<Buffer> {
  return sharp({
    create: { width: side, height: side, channels: 4, background: { r: n % 256, g: 100, b: 50, alpha: 0.5 } },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
