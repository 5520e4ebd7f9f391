/*
 * Search finds the site's tips (guides) by title, summary and text, and its podcast episodes by
 * title and description: ranked (titles first), stemmed and read as prefixes as items are, and
 * never another site's.
 */
import { ROUTES, type SearchResults } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

describe('search finds tips and podcast episodes', () => {
  const { admin, testAdmin, call } = useTestApp();

  const write = async (url: string, headers: Record<string, string>, body: object) => {
    const res = await call('POST', url, headers, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; slug?: string };
  };
  const search = async (q: string, topic = 'batteries', more = ''): Promise<SearchResults> => {
    const res = await call(
      'GET',
      `${ROUTES.search.aggregated}?${new URLSearchParams({ q, websiteTopic: topic })}${more}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const titles = (r: SearchResults) => ({
    tips: r.tips.map((t) => t.title),
    podcasts: r.podcasts.map((p) => p.title),
  });

  let fridgeTip: { id: number; slug?: string };
  let episode: { id: number };
  beforeAll(async () => {
    fridgeTip = await write('/api/tips', admin, {
      title: 'Keeping Spare Cells Fresh',
      summaryHtml: '<p>Where spare cells keep their charge longest.</p>',
      bodyHtml:
        '<h2>Cool, not cold</h2><p>A drawer beats the <strong>refrigerator</strong>: condensation harms the contacts.</p>',
    });
    // Says "refrigerator" in its title: ranks above the tip that says it in its body.
    await write('/api/tips', admin, {
      title: 'Refrigerator Myths About Batteries',
      summaryHtml: '<p>Old advice, checked.</p>',
      bodyHtml: '<p>Nothing more here.</p>',
    });
    episode = await write('/api/podcasts', admin, {
      title: 'Cells on the Trail',
      description: 'A mountaineer on keeping headlamp cells warm above the glacier.',
      audioUrl: 'https://audio.example.com/trail.mp3',
    });
    // Another site's tip and episode with the same words: never in a batteries search.
    await write('/api/tips', testAdmin, {
      title: 'Sandbox refrigerator notes',
      bodyHtml: '<p>refrigerator glacier condensation</p>',
    });
    await write('/api/podcasts', testAdmin, {
      title: 'Sandbox glacier talk',
      description: 'glacier headlamp',
      audioUrl: 'https://audio.example.com/sandbox.mp3',
    });
  });

  it('finds a tip by a word of its body only, with its slug and its summary as plain text', async () => {
    const found = await search('condensation');
    expect(found.tips).toEqual([
      {
        id: fridgeTip.id,
        title: 'Keeping Spare Cells Fresh',
        slug: fridgeTip.slug,
        imageUrl: null,
        summary: 'Where spare cells keep their charge longest.',
      },
    ]);
    expect(found.podcasts).toEqual([]);
  });

  it('finds an episode by a word of its description, stemmed and as a prefix', async () => {
    // "glaciers" is stemmed to the description's "glacier"; "headl" starts "headlamp".
    for (const q of ['glaciers', 'headl']) {
      const found = await search(q);
      expect(
        found.podcasts.map((p) => p.id),
        q,
      ).toEqual([episode.id]);
      expect(found.podcasts[0]).toMatchObject({
        title: 'Cells on the Trail',
        description: 'A mountaineer on keeping headlamp cells warm above the glacier.',
        durationSeconds: null,
        publishedAt: null,
      });
      expect(found.tips, q).toEqual([]);
    }
  });

  it('ranks a tip with the words in its title above one with them in its body', async () => {
    expect(titles(await search('refrigerator')).tips).toEqual([
      'Refrigerator Myths About Batteries',
      'Keeping Spare Cells Fresh',
    ]);
  });

  it('needs every word, and keeps each site to its own tips and episodes', async () => {
    expect(titles(await search('glacier condensation'))).toEqual({ tips: [], podcasts: [] });
    expect(titles(await search('glacier', 'test'))).toEqual({
      tips: ['Sandbox refrigerator notes'],
      podcasts: ['Sandbox glacier talk'],
    });
    const batteries = titles(await search('refrigerator glacier'));
    expect(batteries).toEqual({ tips: [], podcasts: [] });
  });

  it('takes the caller’s limits, and a change to a tip shows in the next search', async () => {
    expect((await search('refrigerator', 'batteries', '&tipsLimit=1')).tips).toHaveLength(1);
    const res = await call('PUT', `/api/tips/${fridgeTip.id}`, admin, { title: 'Glacier-Proof Storage' });
    expect(res.statusCode, res.body).toBe(200);
    expect(titles(await search('glacier')).tips).toEqual(['Glacier-Proof Storage']);
  });
});
