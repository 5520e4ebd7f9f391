import { clip, SEO_LIMITS } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatKey, openChat } from '../../test/chat-session';
import { fakeModel } from '../../test/fake-model';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { withFallback } from '.';
import { builtInSeo } from './builtin-seo';
import { careText } from './care-phrases';
import { PHRASES } from './chat-phrases';
import { openAiProvider } from './openai-provider';
import type { SeoItemSubject, SiteVoice } from './text-generator';
import { defaultTextGeneratorSettings } from './text-generator.config';

const voice: SiteVoice = {
  topic: 'batteries',
  title: 'Battery Finder',
  tagline: 'Batteries you trust',
  description: '',
};
const item: SeoItemSubject = {
  kind: 'brandItem',
  id: 7,
  name: 'Duracell Optimum AA Batteries, 12 Pack',
  brandName: 'Duracell',
  description: 'Long-lasting AA cells.',
  features: ['Up to 100% extra life'],
  priceMinor: 1699,
  currency: 'USD',
  rating: 4.4,
  reviewCount: 4895,
};

describe('clipping', () => {
  it('cuts at a word boundary and marks the cut', () => {
    expect(clip('short text', 60)).toBe('short text');
    const clipped = clip('The quick brown fox jumps over the lazy dog', 20);
    expect(clipped).toBe('The quick brown fox…');
    expect(clipped.length).toBeLessThanOrEqual(20);
    expect(clip('Supercalifragilistic', 10).length).toBeLessThanOrEqual(10);
  });

  it('keeps built-in text within the limits however long the facts are', () => {
    const long = { ...item, name: `${'Very '.repeat(40)}Long Name`, features: ['x'.repeat(300)] };
    const d = builtInSeo(long, voice);
    expect(d.title.length).toBeLessThanOrEqual(SEO_LIMITS.title);
    expect(d.description.length).toBeLessThanOrEqual(SEO_LIMITS.description);
  });
});

describe('OpenAI-compatible provider against a local model server', () => {
  let model: Awaited<ReturnType<typeof fakeModel>>;
  const warnings: string[] = [];
  const spyLog = { warn: (_o: unknown, msg: string) => warnings.push(msg) } as unknown as FastifyBaseLogger;
  const provider = () =>
    withFallback(
      openAiProvider({
        ...defaultTextGeneratorSettings(),
        baseUrl: model.baseUrl,
        model: 'test-model',
        apiKey: 'sk-test',
        timeoutMs: 300,
        retries: 1,
        backoffMs: 10,
      }),
      spyLog,
    );

  beforeAll(async () => {
    model = await fakeModel();
  });
  afterAll(() => model.close());
  beforeEach(() => {
    model.state.requests.length = 0;
    warnings.length = 0;
  });

  it('writes search-engine text from the model, grounded in the record and cut to the limits', async () => {
    model.state.behaviour = 'ok';
    model.state.content = `Here you go:\n\`\`\`json\n${JSON.stringify({
      title: `<b>Duracell Optimum AA</b> — ${'long '.repeat(20)}`,
      description: `Power for toys. ${'more words '.repeat(30)}`,
      keywords: ['duracell', 'aa batteries', 'optimum'],
    })}\n\`\`\``;
    const { draft, generator } = await provider().seo(item, voice);
    expect(generator).toBe('test-model');
    expect(draft.title.startsWith('Duracell Optimum AA')).toBe(true);
    expect(draft.title).not.toContain('<b>');
    expect(draft.title.length).toBeLessThanOrEqual(SEO_LIMITS.title);
    expect(draft.description.length).toBeLessThanOrEqual(SEO_LIMITS.description);
    expect(draft.keywords).toBe('duracell, aa batteries, optimum');
    const sent = model.state.requests[0]!;
    expect(sent.auth).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.messages[1]!.content).toContain('Duracell Optimum AA Batteries, 12 Pack');
    expect(sent.body.messages[1]!.content).toContain('$16.99');
    expect(warnings).toEqual([]);
  });

  it('falls back to the built-in generator, with a warning, when the model times out', async () => {
    model.state.behaviour = 'slow';
    model.state.content = JSON.stringify({ title: 't', description: 'd' });
    const { draft, generator } = await provider().seo(item, voice);
    expect(generator).toBe('built-in');
    expect(draft).toEqual(builtInSeo(item, voice));
    expect(model.state.requests.length).toBe(2); // one retry
    expect(warnings.length).toBe(1);
  });

  it('falls back when the reply is malformed, not JSON, or an error', async () => {
    for (const behaviour of ['malformed', 'no-json', 'error'] as const) {
      model.state.behaviour = behaviour;
      const { generator } = await provider().seo(item, voice);
      expect(generator, behaviour).toBe('built-in');
    }
    expect(warnings.length).toBe(3);
  });

  it('serves the app’s chat through tools, streamed, with every line checked, and falls back there too', async () => {
    const t: TestApp = await buildTestApp(
      { textGenerator: { baseUrl: model.baseUrl, model: 'test-model', timeoutMs: 300, retries: 0 } },
      { demoCatalogue: true },
    );
    try {
      model.state.behaviour = 'ok';
      model.state.cite = 2;
      model.state.extra = [
        '- [Duracell Mega Cell 9000](/batteries/duracell/mega-cell-9000) — $3.33',
        'Also see [our admin](/batteries/admin) and [Best AA](/batteries/duracell/duracell-optimum-aa-batteries-12-pack).',
        'The Optimum costs just $1.00 today!',
      ];
      const chat = await openChat(t.app);
      const ask = (url: string) =>
        t.app.inject({
          method: 'POST',
          url: `${url}?websiteTopic=batteries`,
          headers: chatKey(chat),
          payload: { sessionId: chat.sessionId, message: 'duracell optimum' },
        });
      const res = await ask('/api/chat/message/stream');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/event-stream');
      const events = res.body
        .split('\n\n')
        .filter((e) => e.startsWith('event: '))
        .map((e) => JSON.parse(e.slice(e.indexOf('data: ') + 6)));
      const deltas = events.filter((e) => e.type === 'delta');
      const done = events.at(-1);
      expect(done.type).toBe('done');
      // The answer arrived in pieces, and the pieces are the stored answer.
      expect(deltas.length).toBeGreaterThan(2);
      expect(
        deltas
          .map((d) => d.text)
          .join('')
          .trim(),
      ).toBe(done.reply.reply);
      const reply = done.reply.reply as string;
      // The model looked the catalogue up with a tool, and named what the tool returned.
      const toolCall = model.state.requests.find((r) => r.body.messages.at(-1)?.role === 'tool');
      expect(model.state.requests[0]!.body.tools).toBeDefined();
      expect(toolCall).toBeDefined();
      expect(reply).toMatch(/^Here is what I found:\n- \[Duracell Optimum AA Batteries, 12 Pack\]\(/);
      // Made-up products, prices and links never reach the visitor; a known item keeps its own name.
      expect(reply).not.toContain('Mega Cell');
      expect(reply).not.toContain('$1.00');
      expect(reply).toContain('Also see our admin and [Duracell Optimum AA Batteries, 12 Pack](');
      expect(reply).not.toContain('(/batteries/admin)');
      expect(done.reply.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);

      // The JSON route answers the same way.
      const plain = (await ask('/api/chat/message')).json();
      expect(plain.data.reply).toBe(reply);

      model.state.behaviour = 'slow';
      const slow = await ask('/api/chat/message');
      expect(slow.statusCode).toBe(200);
      expect(slow.json().data.reply).toContain('Here is what I found');
    } finally {
      model.state.extra = [];
      await t.close();
    }
  });
  it('adds the word of care to a coin-cell or health question the model answers, streamed and stored', async () => {
    const t: TestApp = await buildTestApp(
      { textGenerator: { baseUrl: model.baseUrl, model: 'test-model', timeoutMs: 2_000, retries: 0 } },
      { demoCatalogue: true },
    );
    try {
      model.state.behaviour = 'ok';
      model.state.cite = 2;
      const ask = async (topic: string, url: string, message: string) => {
        const chat = await openChat(t.app, topic);
        return t.app.inject({
          method: 'POST',
          url: `${url}?websiteTopic=${topic}`,
          headers: chatKey(chat),
          payload: { sessionId: chat.sessionId, message },
        });
      };
      const res = await ask(
        'batteries',
        '/api/chat/message/stream',
        'Are CR2032 coin cells safe around kids?',
      );
      const events = res.body
        .split('\n\n')
        .filter((e) => e.startsWith('event: '))
        .map((e) => JSON.parse(e.slice(e.indexOf('data: ') + 6)));
      const reply = events.at(-1).reply.reply as string;
      // The model's answer (the fake model never writes a note), then ours.
      expect(reply).toMatch(/^Here is what I found:\n/);
      expect(reply.endsWith(`\n\n${PHRASES.en.child}`)).toBe(true);
      const streamed = events
        .filter((e) => e.type === 'delta')
        .map((e) => e.text)
        .join('');
      expect(streamed).toContain(PHRASES.en.child);

      const health = (
        await ask('beautyluxdeluxe', '/api/chat/message', 'Is this retinol serum safe during pregnancy?')
      ).json().data.reply as string;
      expect(health).toMatch(/^Here is what I found:\n/);
      expect(health.endsWith(`\n\n${careText('en', 'pregnancy')}`)).toBe(true);
      // A question that needs no care gets none.
      const plain = (await ask('batteries', '/api/chat/message', 'best rated AA')).json().data
        .reply as string;
      expect(plain).toMatch(/^Here is what I found:\n/);
      expect(plain).not.toContain(PHRASES.en.child);
    } finally {
      await t.close();
    }
  });
  it('answers an emergency with our advice first, without asking the model or showing a product', async () => {
    const t: TestApp = await buildTestApp(
      { textGenerator: { baseUrl: model.baseUrl, model: 'test-model', timeoutMs: 2_000, retries: 0 } },
      { demoCatalogue: true },
    );
    try {
      model.state.behaviour = 'ok';
      model.state.cite = 2;
      const stream = async (topic: string, message: string) => {
        const chat = await openChat(t.app, topic);
        const before = model.state.requests.length;
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/chat/message/stream?websiteTopic=${topic}`,
          headers: chatKey(chat),
          payload: { sessionId: chat.sessionId, message },
        });
        const events = res.body
          .split('\n\n')
          .filter((e) => e.startsWith('event: '))
          .map((e) => JSON.parse(e.slice(e.indexOf('data: ') + 6)));
        const streamed = events
          .filter((e) => e.type === 'delta')
          .map((e) => e.text)
          .join('');
        return {
          reply: events.at(-1).reply.reply as string,
          streamed,
          asked: model.state.requests.length - before,
        };
      };
      for (const [topic, message, lang, kind] of [
        ['batteries', 'my toddler bit into a coin cell and might have swallowed it', 'en', 'swallowedCell'],
        ['batteries', 'Meine Tochter hat Batteriesäure ins Auge bekommen', 'de', 'leakOnBody'],
        ['batteries', 'Mijn zoon heeft een magneetje ingeslikt', 'nl', 'swallowedMagnet'],
        [
          'beautyluxdeluxe',
          'Se me hinchó la cara con esta crema y me cuesta respirar',
          'es',
          'allergicReaction',
        ],
      ] as const) {
        const { reply, streamed, asked } = await stream(topic, message);
        // Our fixed advice, whole, streamed and stored; the model was not asked to list anything.
        expect(reply).toBe(careText(lang, kind));
        expect(streamed.trim()).toBe(reply);
        expect(asked).toBe(0);
        expect(reply).not.toMatch(/\]\(|\$\s?\d/);
      }

      // Conditions get their own note after the model's answer, added by us.
      for (const [topic, message, lang, note] of [
        ['beautyluxdeluxe', 'Is a microcurrent face device OK if I have a pacemaker?', 'en', 'implant'],
        ['beautyluxdeluxe', 'eczema-prone skin here, which face cream?', 'en', 'skin'],
        ['beautyluxdeluxe', 'Sono allergica al profumo, quale crema mi consigli?', 'it', 'allergy'],
      ] as const) {
        const { reply, streamed, asked } = await stream(topic, message);
        expect(asked).toBeGreaterThan(0);
        expect(reply).toMatch(/^Here is what I found:\n/);
        expect(reply.endsWith(`\n\n${careText(lang, note)}`)).toBe(true);
        expect(streamed).toContain(careText(lang, note));
      }
      // A plain question: the model's answer alone.
      const plain = await stream('beautyluxdeluxe', 'best rated face cream');
      expect(plain.reply).toMatch(/^Here is what I found:\n/);
      expect(plain.reply).not.toMatch(/doctor|pharmacist|emergency/i);
    } finally {
      await t.close();
    }
  });
});
