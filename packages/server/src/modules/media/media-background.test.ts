import { deflateSync } from 'node:zlib';
import { ERRORS, MEDIA_ERRORS, type MediaUploadResult } from '@app/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { seedDemo } from '../../db/seed';
import { multipart, type Upload } from '../../test/multipart';
import { appOn, buildTestApp, openTestDatabase, signInCast, type TestApp } from '../../test/test-app';
import { addEditor } from '../team/team-test-helpers';
import { hostileAvif, settled, transparentPng } from './media.fixtures';
import { MEDIA_VARIANTS_QUEUE } from './media.service';

type Headers = Record<string, string>;

const upload = (app: App, files: Upload[], headers: Headers) => {
  const body = multipart(files);
  return app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const stored = (res: { json(): unknown }) => (res.json() as { data: MediaUploadResult }).data.assets;
/** Milliseconds a promise took to settle, with its value. */
const timed = async <T>(p: Promise<T>) => {
  const started = Date.now();
  const value = await p;
  return { value, ms: Date.now() - started };
};

/** A greyscale PNG of any shape whose all-zero rows deflate to almost nothing (header and all). */
function thinPng(width: number, height: number): Buffer {
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const b of bytes) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('pictures off the request path', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await buildTestApp({ mediaUploadsPerMinute: 30 });
    ({ admin } = await signInCast(t.app));
  });
  afterAll(() => t.close());

  it('answers /healthz and a public read while hostile uploads are being processed', {
    timeout: 180_000,
  }, async () => {
    // 1 KB AVIF files that decode to 48 million pixels (1 GB each): refused from their header.
    const bombs = await Promise.all(
      [0, 1, 2, 3].map(async (n) => ({ name: `x${n}.avif`, bytes: await hostileAvif(n) })),
    );
    expect(bombs.every((f) => f.bytes.length < 2048)).toBe(true);
    const refused = await Promise.all(bombs.map((f) => timed(upload(t.app, [f], admin))));
    for (const r of refused) {
      expect(r.value.statusCode, r.value.body).toBe(413);
      expect(r.value.json()).toMatchObject({ success: false, error: MEDIA_ERRORS.avifTooLarge });
      expect(r.ms).toBeLessThan(10_000);
    }
    // What is taken is heavy all the same: large transparent PNGs and an AVIF at the limit.
    const heavy = [
      ...(await Promise.all(
        [0, 1, 2].map(async (n) => ({ name: `clear${n}.png`, bytes: await transparentPng(n, 3000) })),
      )),
      { name: 'limit.avif', bytes: await hostileAvif(9, 4096, 4096) },
    ];
    const uploads = await Promise.all(heavy.map((f) => timed(upload(t.app, [f], admin))));
    for (const u of uploads) {
      expect(u.value.statusCode, u.value.body).toBe(201);
      expect(u.ms).toBeLessThan(10_000);
    }
    const ids = uploads.map((u) => stored(u.value)[0]!.id);
    // The variants are being made now, in the background…
    expect(await t.app.jobs.pending(MEDIA_VARIANTS_QUEUE)).toBeGreaterThan(0);
    // …and the site answers meanwhile.
    const [health, read] = await Promise.all([
      timed(t.app.inject({ method: 'GET', url: '/healthz' })),
      timed(t.app.inject({ method: 'GET', url: '/api/brands?websiteTopic=batteries' })),
    ]);
    expect(health.value.statusCode).toBe(200);
    expect(read.value.statusCode).toBe(200);
    expect(health.ms).toBeLessThan(10_000);
    expect(read.ms).toBeLessThan(10_000);
    for (const id of ids) {
      const asset = await settled(t.app, admin, id, 150_000);
      expect(asset.status).toBe('ready');
      expect(new Set(asset.variants.map((v) => v.width))).toEqual(new Set([320, 640, 1280]));
      expect(asset.variants).toHaveLength(9);
    }
  });

  it('refuses very tall or wide pictures at once with a clear 4xx, never a 500', async () => {
    const strip = await sharp({ create: { width: 10, height: 20_000, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    const needle = await sharp({ create: { width: 1, height: 70_000, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    // 49 million pixels: under the megapixel cap, in a file of a few dozen kilobytes.
    const thread = thinPng(1, 49_000_000);
    // Long, but not too long to be a picture: its 900 px wide variant would be 17,000 px tall.
    const tall = thinPng(900, 17_000);
    const cases: Array<[string, Buffer, number, string]> = [
      ['strip.png', strip, 422, MEDIA_ERRORS.badShape],
      ['needle.png', needle, 422, `${MEDIA_ERRORS.tooLongSide} (at most 65535 pixels)`],
      ['thread.png', thread, 422, `${MEDIA_ERRORS.tooLongSide} (at most 65535 pixels)`],
      ['tall.png', tall, 422, `${MEDIA_ERRORS.tooLongSide} (at most 16383 pixels)`],
    ];
    for (const [name, bytes, status, error] of cases) {
      expect(bytes.length, name).toBeLessThan(200_000);
      const res = await upload(t.app, [{ name, bytes }], admin);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json(), name).toMatchObject({ success: false, data: null, error });
    }
    // Nothing of them was stored.
    for (const [name] of cases) {
      const listed = (
        await t.app.inject({ method: 'GET', url: `/api/media?q=${name}`, headers: admin })
      ).json();
      expect(listed.data.items, name).toEqual([]);
    }
  });

  it('limits uploads per account with a 429 envelope; other accounts keep uploading', async () => {
    const limited = await buildTestApp({ mediaUploadsPerMinute: 2 });
    try {
      const cast = await signInCast(limited.app);
      const editor = await addEditor(limited.app, cast.admin, 'rate-editor@batteries.test');
      const file = (n: number) => ({
        name: `${n}.png`,
        bytes: thinPng(40 + n, 40),
      });
      expect((await upload(limited.app, [file(1)], cast.admin)).statusCode).toBe(201);
      expect((await upload(limited.app, [file(2)], cast.admin)).statusCode).toBe(201);
      const third = await upload(limited.app, [file(3)], cast.admin);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({
        success: false,
        data: null,
        code: 'RATE_LIMITED',
        error: ERRORS.tooManyRequests,
      });
      expect((await upload(limited.app, [file(4)], editor)).statusCode).toBe(201);
      // Strangers are turned away by the role check, and use up no one's allowance.
      expect((await upload(limited.app, [file(5)], {})).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('a picture before and after its variants, across a restart', () => {
  it('serves the original at every address until the variants exist, then the variants; a restart runs the job', async () => {
    const database = await openTestDatabase();
    await seedDemo(database.db, { catalogue: false });
    // A process that queues work but runs none: the job waits in the database.
    const first = await appOn(database, { jobWorkers: false });
    let second: App | null = null;
    try {
      const { admin } = await signInCast(first);
      const original = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1a7' } })
        .jpeg({ quality: 95 })
        .toBuffer();
      const res = await upload(first, [{ name: 'early.jpg', bytes: original }], admin);
      expect(res.statusCode, res.body).toBe(201);
      const [asset] = stored(res);
      expect(asset).toMatchObject({ status: 'pending', variants: [], error: null });
      expect(asset!.url).toMatch(/\/1280\.jpeg$/);
      for (const url of [asset!.url, asset!.url.replace('/1280.jpeg', '/320.avif'), asset!.thumbUrl]) {
        const early = await first.inject({ method: 'GET', url });
        expect(early.statusCode, url).toBe(200);
        expect(early.rawPayload.equals(original), url).toBe(true);
        expect(early.headers['content-type']).toBe('image/jpeg');
        // Not kept: the same address will soon name the variant.
        expect(early.headers['cache-control']).toBe('no-cache');
      }
      await first.close();

      second = await appOn(database);
      const ready = await settled(second, admin, asset!.id);
      expect(ready.status).toBe('ready');
      expect(ready.url).toBe(asset!.url);
      const late = await second.inject({ method: 'GET', url: asset!.url });
      expect(late.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(late.rawPayload.equals(original)).toBe(false);
      expect((await sharp(late.rawPayload).metadata()).width).toBe(1280);
      const avif = await second.inject({ method: 'GET', url: asset!.url.replace('/1280.jpeg', '/320.avif') });
      expect(avif.headers['content-type']).toBe('image/avif');
      expect((await sharp(avif.rawPayload).metadata()).width).toBe(320);
    } finally {
      await first.close();
      await second?.close();
      await database.drop();
    }
  });
});
