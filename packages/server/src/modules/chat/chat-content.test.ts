import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { podcasts, tips } from '../../db/schema';
import { chatKey, openChat } from '../../test/chat-session';
import { fakeModel } from '../../test/fake-model';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PHRASES } from '../text-generator';
import { chatRepository } from './chat.repository';
import { contentAsked } from './chat-content';
import { intentOf } from './chat-intent';
import { chatRetrieval, chatTools } from './chat-retrieval';

/**
 * The assistant asked what the site's guides say about something, or which podcast episode
 * covers it: the guide or episode answers, linked, with what it is about. A product question
 * still answers with products first.
 */

/** The lines a reply lists: `- [title](path)…`, as title and path. */
const links = (reply: string) =>
  [...reply.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((m) => ({ title: m[1]!, path: m[2]! }));
const fill = (phrase: string, values: Record<string, string>) =>
  phrase.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

describe('the assistant answers from the site’s guides and podcast episodes', () => {
  let t: TestApp;
  let ip = 0;
  let site = '';
  let episodeId = 0;
  let coldEpisodeId = 0;

  const say = async (message: string, topic = 'batteries') => {
    const session = await openChat(t.app, topic);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/chat/message?websiteTopic=${topic}`,
      payload: { sessionId: session.sessionId, message },
      headers: chatKey(session),
      remoteAddress: `10.9.${++ip >> 8}.${ip & 255}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    if (process.env.SHOW_REPLIES) console.log(`> ${message}\n${res.json().data.reply}\n`);
    return res.json().data.reply as string;
  };

  beforeAll(async () => {
    t = await buildTestApp({}, { demoCatalogue: true });
    site = (await t.app.siteConfigs.get('batteries')).title;
    await t.database.db.insert(tips).values([
      {
        websiteTopic: 'batteries',
        title: 'Winter Care for Spare Cells',
        slug: 'winter-care-for-spare-cells',
        summaryHtml: '<p>Cold drains cells; <strong>warm them</strong> before use.</p>',
        // "freezer" only in the body.
        bodyHtml: '<p>Never keep spare cells in the freezer: condensation corrodes the contacts.</p>',
      },
      {
        websiteTopic: 'batteries',
        title: 'Duracell AA or Store Brand AA?',
        slug: 'duracell-aa-or-store-brand',
        summaryHtml: '<p>What the extra money buys in Duracell AA batteries.</p>',
      },
      // Another site's guide with the same word: never in a batteries answer.
      {
        websiteTopic: 'beautyluxdeluxe',
        title: 'Freezer Face Masks',
        slug: 'freezer-face-masks',
        summaryHtml: '<p>Chilled masks, freezer included.</p>',
      },
    ]);
    const [episode, cold] = await t.database.db
      .insert(podcasts)
      .values([
        {
          websiteTopic: 'batteries',
          title: 'Cells on the Trail',
          description: 'A mountaineer on keeping headlamp cells alive in the Himalaya.',
          audioUrl: 'https://audio.example.com/trail.mp3',
        },
        {
          websiteTopic: 'batteries',
          title: 'Glacier Nights',
          description: 'Cold nights on a glacier, and the cells that lasted.',
          audioUrl: 'https://audio.example.com/glacier.mp3',
        },
      ])
      .returning();
    episodeId = episode!.id;
    coldEpisodeId = cold!.id;
  });
  afterAll(() => t?.close());

  it('reads which guides or episodes a question asks for, and about what', () => {
    const subject = (m: string) => {
      const i = intentOf(m);
      return 'subject' in i ? contentAsked(i.subject) : null;
    };
    expect(subject('What does your guide say about the freezer?')).toEqual({
      guides: true,
      podcasts: false,
      subject: 'freezer',
    });
    expect(subject('Is there a podcast episode about the Himalaya?')).toEqual({
      guides: false,
      podcasts: true,
      subject: 'himalaya',
    });
    expect(subject('Welke podcast gaat over de Himalaya?')?.subject).toBe('himalaya');
    expect(subject('Habt ihr einen Ratgeber zum Gefrierfach?')?.subject).toBe('gefrierfach');
    expect(subject('Gibt es eine Podcast-Folge über Lithium?')).toEqual({
      guides: false,
      podcasts: true,
      subject: 'lithium',
    });
    expect(subject('Y a-t-il un épisode du podcast sur le lithium ?')?.subject).toBe('lithium');
    expect(subject('リチウムについてのポッドキャストはありますか？')).toEqual({
      guides: false,
      podcasts: true,
      subject: 'リチウム',
    });
    expect(subject('電池の保管についてのガイドはありますか')?.guides).toBe(true);
    expect(subject('Do you have Duracell AA batteries?')).toBeNull();
  });

  it('"what does your guide say about X" answers with the guide that says it, linked, and its summary', async () => {
    const reply = await say('What does your guide say about the freezer?');
    expect(reply.split('\n')[0]).toBe(fill(PHRASES.en.guidesOn, { site, q: '“freezer”' }));
    expect(links(reply)).toEqual([
      { title: 'Winter Care for Spare Cells', path: '/batteries/tips/winter-care-for-spare-cells' },
    ]);
    expect(reply).toContain('Cold drains cells; warm them before use.');
    expect(reply).not.toContain('Freezer Face Masks');
  });

  it('"is there a podcast episode about X" answers with the episode, linked on the podcasts page, and what it is about', async () => {
    const reply = await say('Is there a podcast episode about the Himalaya?');
    expect(reply.split('\n')[0]).toBe(fill(PHRASES.en.episodesOn, { site, q: '“himalaya”' }));
    expect(links(reply)).toEqual([
      { title: 'Cells on the Trail', path: `/batteries/podcasts#podcast-${episodeId}` },
    ]);
    expect(reply).toContain('A mountaineer on keeping headlamp cells alive in the Himalaya.');
  });

  it('answers a Dutch question for an episode in Dutch, and one with a word no episode has by the others', async () => {
    const reply = await say('Welke podcast gaat over de Himalaya?');
    expect(reply.split('\n')[0]).toContain('“himalaya”');
    // Where the assistant speaks Dutch, its Dutch head.
    const dutch = (PHRASES as Partial<Record<string, (typeof PHRASES)['en']>>).nl;
    if (dutch) expect(reply.split('\n')[0]).toBe(fill(dutch.episodesOn, { site, q: '“himalaya”' }));
    expect(links(reply).map((l) => l.path)).toEqual([`/batteries/podcasts#podcast-${episodeId}`]);
    // "glacier" is in one episode, "nights" too; "zeppelin" in none: the episode with the words found leads.
    const some = await say('Any podcast episode about glacier nights and zeppelins?');
    expect(links(some).map((l) => l.path)[0]).toBe(`/batteries/podcasts#podcast-${coldEpisodeId}`);
  });

  it('says so when no guide covers it, then answers as the catalogue can', async () => {
    const reply = await say('Do you have a guide about zeppelins?');
    expect(reply.split('\n')[0]).toBe(fill(PHRASES.en.noGuide, { site, q: '“zeppelins”' }));
    expect(links(reply)).toEqual([]);
  });

  it('answers a product question with products first, the matching guide after', async () => {
    const reply = await say('Do you have Duracell AA batteries?');
    const listed = links(reply);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((l) => !l.path.includes('/tips/'))).toBe(true);
    const guide = reply.indexOf(
      '[Duracell AA or Store Brand AA?](/batteries/tips/duracell-aa-or-store-brand)',
    );
    expect(guide).toBeGreaterThan(reply.indexOf(listed.at(-1)!.path));
    expect(reply.split('\n')[0]).toContain(site);
  });

  it('the model’s catalogue tool returns the guides and episodes it finds, with their links', async () => {
    const tools = chatTools(
      chatRetrieval(t.app.catalogueSearch, chatRepository(t.database.db)),
      'batteries',
      '/batteries',
      await t.app.siteConfigs.get('batteries'),
    );
    const episode = await tools.searchCatalogue('podcast episode about the Himalaya');
    expect(episode.podcasts).toEqual([
      {
        title: 'Cells on the Trail',
        path: `/batteries/podcasts#podcast-${episodeId}`,
        summary: 'A mountaineer on keeping headlamp cells alive in the Himalaya.',
      },
    ]);
    expect(episode.contentAsked).toMatchObject({ podcasts: true, subject: 'himalaya' });
    const guide = await tools.searchCatalogue('guide freezer');
    expect(guide.tips.map((g) => g.path)).toEqual(['/batteries/tips/winter-care-for-spare-cells']);
    const products = await tools.searchCatalogue('Duracell AA batteries');
    expect(products.items.length).toBeGreaterThan(0);
    expect(products.tips.map((g) => g.title)).toEqual(['Duracell AA or Store Brand AA?']);
  });
});

describe('a model answering with the catalogue tool', () => {
  let model: Awaited<ReturnType<typeof fakeModel>>;
  let t: TestApp;
  beforeAll(async () => {
    model = await fakeModel();
    t = await buildTestApp(
      { textGenerator: { baseUrl: model.baseUrl, model: 'test-model', timeoutMs: 2000, retries: 0 } },
      { demoCatalogue: true },
    );
  });
  afterAll(async () => {
    await t?.close();
    await model?.close();
  });

  it('links the episode the tool found, its link kept by the answer check', async () => {
    const [episode] = await t.database.db
      .insert(podcasts)
      .values({
        websiteTopic: 'batteries',
        title: 'Cells on the Trail',
        description: 'A mountaineer on keeping headlamp cells alive in the Himalaya.',
        audioUrl: 'https://audio.example.com/trail.mp3',
      })
      .returning();
    model.state.behaviour = 'ok';
    model.state.cite = 2;
    model.state.extra = [];
    const chat = await openChat(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message?websiteTopic=batteries',
      headers: chatKey(chat),
      payload: { sessionId: chat.sessionId, message: 'Is there a podcast episode about the Himalaya?' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json().data.reply as string;
    expect(reply).toContain(`[Cells on the Trail](/batteries/podcasts#podcast-${episode!.id})`);
    // The tool's reply told the model what the episode is about.
    const toolReply = model.state.requests
      .flatMap((r) => r.body.messages)
      .find((m) => m.role === 'tool')?.content;
    expect(toolReply).toContain('Podcast episodes:');
    expect(toolReply).toContain('keeping headlamp cells alive');
  });
});
