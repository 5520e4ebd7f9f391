import { deflateSync } from 'node:zlib';
import { ERRORS, MEDIA_ERRORS, type MediaAsset, type MediaUploadResult } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema';
import { multipart, type Upload } from '../../test/multipart';
import { buildTestApp, signInCast, type TestApp } from '../../test/test-app';
import { addEditor } from '../team/team-test-helpers';
import { settled } from './media.fixtures';

type Headers = Record<string, string>;

const photo = (width: number, height: number, seed = 0) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 200 },
    },
  })
    .jpeg()
    .toBuffer();

/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/**
 * A real decompression bomb: a valid 1-bit grey PNG of 20000×20000 pixels whose all-zero rows
 * deflate to a few dozen kilobytes, and which would take 400 MB once decoded to 8-bit pixels.
 */
function pngBomb(side = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('media library', () => {
  let t: TestApp;
  let admin: Headers;
  let testAdmin: Headers;
  let shopper: Headers;
  beforeAll(async () => {
    t = await buildTestApp({ mediaMaxBytes: 200_000 });
    ({ admin, testAdmin, shopper } = await signInCast(t.app));
  });
  afterAll(() => t.close());

  const upload = (files: Upload[], headers: Headers = admin, topic = '') => {
    const body = multipart(files);
    return t.app.inject({
      method: 'POST',
      url: `/api/media${topic ? `?websiteTopic=${topic}` : ''}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  /** An upload, once its variants are made (or could not be). */
  const uploadOne = async (file: Upload, headers: Headers = admin) => {
    const res = await upload([file], headers);
    expect(res.statusCode, res.body).toBe(201);
    const [asset] = (res.json().data as MediaUploadResult).assets;
    if (!asset) throw new Error('no asset');
    return { ...(await settled(t.app, headers, asset.id)), duplicate: asset.duplicate };
  };
  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

  it('resizes an upload into the stored widths in AVIF, WebP and JPEG, never wider than the original', async () => {
    const asset = await uploadOne({ name: 'shelf.jpg', bytes: await photo(1600, 1000), type: 'image/jpeg' });
    expect(asset).toMatchObject({ fileName: 'shelf.jpg', mime: 'image/jpeg', width: 1600, height: 1000 });
    const shapes = asset.variants.map((v) => `${v.width}x${v.height}.${v.format}`).sort();
    expect(shapes).toEqual(
      ['320x200', '640x400', '1280x800'].flatMap((s) => [`${s}.avif`, `${s}.jpeg`, `${s}.webp`]).sort(),
    );
    expect(asset.url).toMatch(/^\/api\/media\/files\/\d+-[0-9a-f]{12}\/1280\.jpeg$/);

    const small = await uploadOne({ name: 'small.jpg', bytes: await photo(500, 250) });
    expect([...new Set(small.variants.map((v) => v.width))]).toEqual([320, 500]);
    expect(small.url).toMatch(/\/500\.jpeg$/);
  });

  it('serves every variant with its content type and a year of immutable caching, to anyone', async () => {
    const asset = await uploadOne({ name: 'serve.jpg', bytes: await photo(700, 700, 7) });
    for (const v of asset.variants) {
      const res = await get(v.url);
      expect(res.statusCode, v.url).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${v.format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.width).toBe(v.width);
      expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(v.format);
      expect(res.rawPayload.length).toBe(v.bytes);
    }
    // An address that names other bytes (wrong hash, missing width) is not found.
    const wrongHash = asset.url.replace(/-[0-9a-f]{12}\//, '-000000000000/');
    expect((await get(wrongHash)).statusCode).toBe(404);
    expect((await get(asset.url.replace('/700.jpeg', '/1280.jpeg'))).statusCode).toBe(404);
  });

  it('keeps a picture with an alpha channel in a PNG fallback, and one without as JPEG', async () => {
    const png = await sharp({
      create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.2 } },
    })
      .png()
      .toBuffer();
    const asset = await uploadOne({ name: 'logo.png', bytes: png });
    expect(asset.url).toMatch(/\/400\.png$/);
    expect(asset.variants.map((v) => v.format)).not.toContain('jpeg');
    // The fallback is chosen from the header, before any pixel is read, so the address given at
    // upload is the one its variants get.
    const opaque = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0a141e' } })
      .png()
      .toBuffer();
    const photoLike = await uploadOne({ name: 'opaque.png', bytes: opaque });
    expect(photoLike.url).toMatch(/\/400\.jpeg$/);
    expect(photoLike.variants.map((v) => v.format)).not.toContain('png');
  });

  it('stores the same picture uploaded twice as one asset', async () => {
    const bytes = await photo(800, 600, 33);
    const first = await uploadOne({ name: 'a.jpg', bytes });
    const res = await upload([
      { name: 'b.jpg', bytes },
      { name: 'c.jpg', bytes: await photo(800, 600, 34) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [again, other] = (res.json().data as MediaUploadResult).assets;
    expect(again).toMatchObject({ id: first.id, duplicate: true, fileName: 'a.jpg' });
    expect(other?.duplicate).toBe(false);
    expect(other?.id).not.toBe(first.id);
  });

  it('refuses a file that is not a picture, whatever its name and type claim', async () => {
    for (const bytes of [
      Buffer.from('<html>not a picture</html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ]) {
      const res = await upload([{ name: 'fake.png', bytes, type: 'image/png' }]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        success: false,
        data: null,
        error: ERRORS.mediaNotImage,
        code: 'NOT_AN_IMAGE',
      });
    }
  });

  it('stores a picture whose pixels cannot be read, and shows why on the picture, never a 500', async () => {
    // A truncated JPEG: the header reads (so the upload answers at once), the pixels do not.
    const jpeg = await photo(600, 400, 9);
    const res = await upload([{ name: 'cut.jpg', bytes: jpeg.subarray(0, 300) }]);
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = (res.json().data as MediaUploadResult).assets;
    const asset = await settled(t.app, admin, stored!.id);
    expect(asset).toMatchObject({ status: 'failed', error: MEDIA_ERRORS.unreadable, variants: [] });
    const listed = (await get('/api/media?q=cut.jpg', admin)).json().data.items;
    expect(listed).toEqual([
      expect.objectContaining({ id: asset.id, status: 'failed', error: MEDIA_ERRORS.unreadable }),
    ]);
    // Its addresses lead nowhere, rather than to bytes no browser can show.
    expect((await get(asset.url)).statusCode).toBe(404);
  });

  it('refuses a file over the byte limit and an upload without a file, with 4xx envelopes', async () => {
    const big = await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#888' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(200_000);
    const res = await upload([{ name: 'big.png', bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'FILE_TOO_LARGE' });
    expect(res.json().error).toContain(ERRORS.mediaTooLarge);

    const empty = await upload([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(ERRORS.mediaNoFile);
    const json = await t.app.inject({ method: 'POST', url: '/api/media', headers: admin, payload: {} });
    expect(json.statusCode).toBe(400);
  });

  it('answers broken multipart bodies with 4xx envelopes, never a 500', async () => {
    const jpeg = await photo(300, 300, 95);
    const body = multipart([{ name: '../../etc/passwd', bytes: jpeg }]);
    const cases = [
      { headers: { 'content-type': 'multipart/form-data' }, payload: body.payload },
      { headers: body.headers, payload: body.payload.subarray(0, body.payload.length - 40) },
      { headers: body.headers, payload: Buffer.from('garbage') },
      {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="alt"\r\n\r\nhi\r\n--x--\r\n'),
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...admin, ...c.headers },
        payload: c.payload,
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false, data: null });
    }
    // A path in the file name is not kept.
    const named = await uploadOne({ name: '../../etc/passwd', bytes: jpeg });
    expect(named.fileName).toBe('passwd');
    const many = await upload(Array.from({ length: 11 }, (_, i) => ({ name: `${i}.jpg`, bytes: jpeg })));
    expect(many.statusCode).toBe(413);
    expect(many.json().code).toBe('TOO_MANY_FILES');
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const res = await upload([{ name: 'bomb.png', bytes: bomb }]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      error: ERRORS.mediaTooManyPixels,
      code: 'TOO_MANY_PIXELS',
    });
    // Decoding would take 400 MB and seconds; reading the header takes neither.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('lists newest first with paging, searches file names and alt texts, edits alt text', async () => {
    const a = await uploadOne({ name: 'red-battery.jpg', bytes: await photo(400, 400, 50) });
    const b = await uploadOne({ name: 'blue-bottle.jpg', bytes: await photo(400, 400, 51) });
    const page1 = (await get('/api/media?pageSize=1', admin)).json().data;
    expect(page1.items.map((x: MediaAsset) => x.id)).toEqual([b.id]);
    expect(page1.total).toBeGreaterThanOrEqual(2);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/media/${a.id}`,
      headers: admin,
      payload: { alt: 'A lithium coin cell on a shelf' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.alt).toBe('A lithium coin cell on a shelf');

    const byAlt = (await get('/api/media?q=coin%20cell', admin)).json().data;
    expect(byAlt.items.map((x: MediaAsset) => x.id)).toEqual([a.id]);
    const byName = (await get('/api/media?q=BLUE', admin)).json().data;
    expect(byName.items.map((x: MediaAsset) => x.id)).toEqual([b.id]);
    const literal = (await get('/api/media?q=%25', admin)).json().data;
    expect(literal.items).toEqual([]);
  });

  it('refuses to delete a picture still shown, listing where, unless forced', async () => {
    const asset = await uploadOne({ name: 'brand.jpg', bytes: await photo(900, 600, 60) });
    const brand = await t.app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: admin,
      payload: { name: 'Media Test Brand', imageUrl: asset.url },
    });
    expect(brand.statusCode, brand.body).toBe(201);
    const logo = await t.app.inject({
      method: 'PUT',
      url: '/api/site-config',
      headers: admin,
      payload: {
        title: 'Batteries',
        primaryColor: '#112233',
        secondaryColor: '#445566',
        logoUrl: `https://shop.example${asset.url}`,
      },
    });
    expect(logo.statusCode, logo.body).toBe(200);

    const usage = (await get(`/api/media/${asset.id}/usage`, admin)).json().data.usages;
    expect(usage).toEqual(
      expect.arrayContaining([
        { kind: 'brand', id: brand.json().data.id, label: 'Media Test Brand' },
        expect.objectContaining({ kind: 'siteLogo', id: null }),
      ]),
    );
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/media/${asset.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'MEDIA_IN_USE', error: ERRORS.mediaInUse });
    expect(refused.json().issues).toContainEqual({
      path: `brand:${brand.json().data.id}`,
      message: 'Media Test Brand',
    });
    expect((await get(asset.url)).statusCode).toBe(200);

    const forced = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${asset.id}?force=true`,
      headers: admin,
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect((await get(asset.url)).statusCode).toBe(404);

    const unused = await uploadOne({ name: 'unused.jpg', bytes: await photo(300, 300, 61) });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/media/${unused.id}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect((await get(`/api/media/${unused.id}`, admin)).statusCode).toBe(404);
  });

  it('records uploads, alt text changes and deletes in the history, without the bytes', async () => {
    const asset = await uploadOne({ name: 'history.jpg', bytes: await photo(300, 300, 80) });
    await t.app.inject({
      method: 'PUT',
      url: `/api/media/${asset.id}`,
      headers: admin,
      payload: { alt: 'Kept' },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/media/${asset.id}`, headers: admin });
    const rows = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'media'), eq(activityLog.entityId, asset.id)))
      .orderBy(activityLog.id);
    expect(rows.map((r) => [r.action, r.entityLabel, r.websiteTopic])).toEqual([
      ['create', 'history.jpg', 'batteries'],
      ['update', 'history.jpg', 'batteries'],
      ['delete', 'history.jpg', 'batteries'],
    ]);
    expect(rows[1]?.changes).toEqual({ alt: ['', 'Kept'] });
    expect(JSON.stringify(rows)).not.toContain('data');
  });

  it('lets an editor upload, browse, describe and delete pictures', async () => {
    const editor = await addEditor(
      t.app,
      { authorization: admin.authorization ?? '' },
      'media-editor@batteries.test',
    );
    const asset = await uploadOne({ name: 'by-editor.jpg', bytes: await photo(300, 300, 90) }, editor);
    expect((await get('/api/media?q=by-editor', editor)).json().data.items).toHaveLength(1);
    const alt = await t.app.inject({
      method: 'PUT',
      url: `/api/media/${asset.id}`,
      headers: editor,
      payload: { alt: 'x' },
    });
    expect(alt.statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/media/${asset.id}`, headers: editor });
    expect(del.statusCode).toBe(200);
  });

  it("keeps each topic's library to its own admins; visitors and plain users may not browse or upload", async () => {
    const mine = await uploadOne({ name: 'mine.jpg', bytes: await photo(300, 300, 70) });
    expect((await get('/api/media')).statusCode).toBe(401);
    expect((await get('/api/media', shopper)).statusCode).toBe(403);
    expect((await upload([{ name: 'x.jpg', bytes: await photo(300, 300, 71) }], shopper)).statusCode).toBe(
      403,
    );

    const theirs = (await get('/api/media?pageSize=100', testAdmin)).json().data;
    expect(theirs.items.map((x: MediaAsset) => x.id)).not.toContain(mine.id);
    expect((await get(`/api/media/${mine.id}`, testAdmin)).statusCode).toBe(404);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/media/${mine.id}`,
      headers: testAdmin,
      payload: { alt: 'x' },
    });
    expect(edit.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${mine.id}?force=true`,
      headers: testAdmin,
    });
    expect(del.statusCode).toBe(404);
    expect(
      (await upload([{ name: 'x.jpg', bytes: await photo(300, 300, 72) }], testAdmin, 'batteries'))
        .statusCode,
    ).toBe(403);

    // The same bytes in another topic are that topic's own asset.
    const same = await photo(300, 300, 70);
    const copy = await uploadOne({ name: 'copy.jpg', bytes: same }, testAdmin);
    expect(copy.duplicate).toBe(false);
    expect(copy.id).not.toBe(mine.id);
  });
});
