import { type CreatePodcastInput, ERRORS, type Podcast } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

describe('podcasts', () => {
  const { admin, testAdmin, shopper, call } = useTestApp();
  const create = async (body: CreatePodcastInput, headers = admin): Promise<Podcast> => {
    const res = await call('POST', '/api/podcasts', headers, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const list = async (topic = 'batteries'): Promise<Podcast[]> => {
    const res = await call('GET', `/api/podcasts?websiteTopic=${topic}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const ids = async (topic = 'batteries') => (await list(topic)).map((p) => p.id);
  const episode = (title: string): CreatePodcastInput => ({
    title,
    audioUrl: `https://cdn.example.com/${title}.mp3`,
  });

  it('creates podcasts at the end of the list, with every field', async () => {
    const before = await list();
    const first = await create({
      title: 'Episode 1',
      description: 'About lithium cells',
      audioUrl: 'https://cdn.example.com/ep1.mp3',
      imageUrl: 'https://img.example.com/ep1.png',
      durationSeconds: 1800,
      publishedAt: '2025-03-01T10:00:00+02:00',
    });
    expect(first).toMatchObject({
      title: 'Episode 1',
      description: 'About lithium cells',
      audioUrl: 'https://cdn.example.com/ep1.mp3',
      embedUrl: null,
      imageUrl: 'https://img.example.com/ep1.png',
      durationSeconds: 1800,
      publishedAt: '2025-03-01T08:00:00.000Z',
      rank: Math.max(0, ...before.map((p) => p.rank)) + 1,
    });
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);

    const second = await create({ title: 'Episode 2', embedUrl: 'https://player.example.com/embed/2' });
    expect(second.rank).toBe(first.rank + 1);
    expect(second).toMatchObject({
      audioUrl: null,
      embedUrl: 'https://player.example.com/embed/2',
      description: '',
    });
    expect((await ids()).slice(-2)).toEqual([first.id, second.id]);
  });

  it('validates a new podcast', async () => {
    const noMedia = await call('POST', '/api/podcasts', admin, { title: 'Silent' });
    expect(noMedia.statusCode).toBe(400);
    expect(noMedia.json().error).toContain('Give an audio file address or an embed address');
    const badUrl = await call('POST', '/api/podcasts', admin, {
      title: 'x',
      audioUrl: 'javascript:alert(1)',
    });
    expect(badUrl.statusCode).toBe(400);
    expect((await call('POST', '/api/podcasts', admin, { ...episode('x'), rank: 1 })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/podcasts', admin, { ...episode('x'), durationSeconds: -1 })).statusCode,
    ).toBe(400);
  });

  it('updates only the fields sent, and keeps an audio or embed address', async () => {
    const p = await create({ ...episode('to-update'), description: 'keep me' });
    const res = await call('PUT', `/api/podcasts/${p.id}`, admin, {
      title: 'Updated',
      embedUrl: 'https://player.example.com/embed/u',
      publishedAt: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: p.id,
      title: 'Updated',
      description: 'keep me',
      audioUrl: p.audioUrl,
      embedUrl: 'https://player.example.com/embed/u',
      rank: p.rank,
    });
    expect((await list()).find((x) => x.id === p.id)?.title).toBe('Updated');

    // Dropping the audio is fine while the embed stays; dropping both is not.
    const dropAudio = await call('PUT', `/api/podcasts/${p.id}`, admin, { audioUrl: null });
    expect(dropAudio.json().data).toMatchObject({
      audioUrl: null,
      embedUrl: 'https://player.example.com/embed/u',
    });
    const dropBoth = await call('PUT', `/api/podcasts/${p.id}`, admin, { embedUrl: null });
    expect(dropBoth.statusCode).toBe(400);
    expect(dropBoth.json().error).toContain('Give an audio file address or an embed address');
    expect((await list()).find((x) => x.id === p.id)?.embedUrl).toBe('https://player.example.com/embed/u');

    const missing = await call('PUT', '/api/podcasts/999999', admin, { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(ERRORS.podcastNotFound);
    const missingMedia = await call('PUT', '/api/podcasts/999999', admin, { audioUrl: null });
    expect(missingMedia.statusCode).toBe(404);
    const badId = await call('PUT', '/api/podcasts/abc', admin, { title: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toBe('params.id: The id must be a positive whole number');
  });

  it('deletes a podcast', async () => {
    const p = await create(episode('to-delete'));
    const res = await call('DELETE', `/api/podcasts/${p.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: p.id }, error: null });
    expect(await ids()).not.toContain(p.id);
    const again = await call('DELETE', `/api/podcasts/${p.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(ERRORS.podcastNotFound);
    expect((await call('DELETE', '/api/podcasts/x1', admin)).statusCode).toBe(400);
  });

  it('reorders: ranks 1..n in the order sent, the list follows, and new ones still go last', async () => {
    for (const name of ['r1', 'r2', 'r3']) await create(episode(name));
    const wanted = [...(await ids())].reverse();
    expect(wanted.length).toBeGreaterThanOrEqual(3);
    const res = await call('POST', '/api/podcasts/change-order', admin, { podcastIds: wanted });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((p: Podcast) => p.id)).toEqual(wanted);

    const after = await list();
    expect(after.map((p) => p.id)).toEqual(wanted);
    expect(after.map((p) => p.rank)).toEqual(wanted.map((_, i) => i + 1));

    const last = await create(episode('after-reorder'));
    expect(last.rank).toBe(wanted.length + 1);
    expect((await ids()).at(-1)).toBe(last.id);
  });

  it('refuses a reorder with a duplicate or unknown id, changing nothing', async () => {
    for (const name of ['refused-1', 'refused-2']) await create(episode(name));
    const before = (await list()).map((p) => [p.id, p.rank]);
    const [a, b] = before.map(([id]) => id as number);
    const dup = await call('POST', '/api/podcasts/change-order', admin, { podcastIds: [a, b, a] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error).toBe(ERRORS.orderDuplicateIds);
    const unknown = await call('POST', '/api/podcasts/change-order', admin, { podcastIds: [b, 999999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(ERRORS.orderUnknownIds);
    expect((await call('POST', '/api/podcasts/change-order', admin, { podcastIds: [] })).statusCode).toBe(
      400,
    );
    expect((await list()).map((p) => [p.id, p.rank])).toEqual(before);
  });

  it('needs a token for every write, and an admin', async () => {
    const p = await create(episode('guarded'));
    const writes = [
      ['POST', '/api/podcasts', episode('nope')],
      ['PUT', `/api/podcasts/${p.id}`, { title: 'Nope' }],
      ['DELETE', `/api/podcasts/${p.id}`, undefined],
      ['POST', '/api/podcasts/change-order', { podcastIds: [p.id] }],
    ] as const;
    const before = await list();
    for (const [method, url, body] of writes) {
      const anonymous = await call(method, url, {}, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().error).toBe(ERRORS.authRequired);
      expect((await call(method, url, shopper, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await list()).toEqual(before);
  });

  it("keeps topics apart: an admin cannot touch another topic's podcast, and lists never mix", async () => {
    for (const name of ['batteries-1', 'batteries-2']) await create(episode(name));
    const testRanks = (await list('test')).map((p) => p.rank);
    expect(Math.max(0, ...(await list('batteries')).map((p) => p.rank))).toBeGreaterThan(
      Math.max(0, ...testRanks),
    );
    const foreign = await create(episode('test-only'), testAdmin);
    const first = await create(episode('test-second'), testAdmin);
    // Appending counts the topic's own podcasts only.
    expect(foreign.rank).toBe(Math.max(0, ...testRanks) + 1);
    expect(first.rank).toBe(foreign.rank + 1);
    const before = await list('test');

    const put = await call('PUT', `/api/podcasts/${foreign.id}`, admin, { title: 'Hijacked' });
    expect(put.statusCode).toBe(404);
    expect(put.json().error).toBe(ERRORS.podcastNotFound);
    const putMedia = await call('PUT', `/api/podcasts/${foreign.id}`, admin, { audioUrl: null });
    expect(putMedia.statusCode).toBe(404);
    expect((await call('DELETE', `/api/podcasts/${foreign.id}`, admin)).statusCode).toBe(404);
    const order = await call('POST', '/api/podcasts/change-order', admin, {
      podcastIds: [first.id, foreign.id],
    });
    expect(order.statusCode).toBe(404);
    expect(order.json().error).toBe(ERRORS.orderUnknownIds);
    const named = await call('DELETE', `/api/podcasts/${foreign.id}?websiteTopic=test`, admin);
    expect(named.statusCode).toBe(403);
    expect(named.json().error).toBe(ERRORS.forbiddenTopic);
    expect(
      (await call('POST', '/api/podcasts?websiteTopic=test', admin, episode('planted'))).statusCode,
    ).toBe(403);

    expect(await list('test')).toEqual(before);
    const batteries = await ids('batteries');
    expect(batteries).not.toContain(foreign.id);
    expect(batteries.filter((id) => before.some((p) => p.id === id))).toEqual([]);
    // Without a topic the default one is read.
    expect((await call('GET', '/api/podcasts')).json().data.map((p: Podcast) => p.id)).toEqual(batteries);
  });
});
