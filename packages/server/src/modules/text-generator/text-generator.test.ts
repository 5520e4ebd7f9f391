import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEO_LIMITS } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatKey, openChat } from '../../test/chat-session';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { withFallback } from '.';
import { builtInSeo } from './builtin-seo';
import { openAiProvider } from './openai-provider';
import { clipWords } from './text';
import type { ChatContext, SeoItemSubject, SiteVoice } from './text-generator';
import { defaultTextGeneratorSettings } from './text-generator.config';

type Behaviour = 'ok' | 'slow' | 'malformed' | 'no-json' | 'error';

/** A local server speaking OpenAI's chat/completions, told how to misbehave per test. */
async function fakeModel() {
  const state = {
    behaviour: 'ok' as Behaviour,
    content: '',
    requests: [] as Array<{ auth?: string; body: { model: string; messages: Array<{ content: string }> } }>,
  };
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    state.requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
    const reply = (content: string) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content } }],
        }),
      );
    switch (state.behaviour) {
      case 'ok':
        return reply(state.content);
      case 'slow':
        return setTimeout(() => reply(state.content), 1_000);
      case 'malformed':
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [{"mess');
      case 'no-json':
        return reply('Sure! Here is a lovely title for you.');
      case 'error':
        return res.writeHead(500).end('boom');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { state, baseUrl: `http://127.0.0.1:${port}/v1`, close: () => new Promise((r) => server.close(r)) };
}

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
    expect(clipWords('short text', 60)).toBe('short text');
    const clipped = clipWords('The quick brown fox jumps over the lazy dog', 20);
    expect(clipped).toBe('The quick brown fox…');
    expect(clipped.length).toBeLessThanOrEqual(20);
    expect(clipWords('Supercalifragilistic', 10).length).toBeLessThanOrEqual(10);
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

  it('answers chat from the context and drops links the context did not offer', async () => {
    model.state.behaviour = 'ok';
    model.state.content =
      'Try [Duracell Optimum](/batteries/duracell/optimum) at $16.99, or [this](https://evil.example) or [that](/batteries/admin).';
    const context: ChatContext = {
      voice,
      basePath: '/batteries',
      question: 'optimum?',
      history: [],
      intent: { kind: 'search', subject: 'optimum' },
      items: [
        {
          name: 'Duracell Optimum',
          brandName: 'Duracell',
          path: '/batteries/duracell/optimum',
          priceMinor: 1699,
          currency: 'USD',
          rating: 4.4,
          reviewCount: 10,
          features: [],
          description: '',
        },
      ],
      brands: [],
      tips: [],
      policies: [],
    };
    const { text, generator } = await provider().chat(context);
    expect(generator).toBe('test-model');
    expect(text).toBe('Try [Duracell Optimum](/batteries/duracell/optimum) at $16.99, or this or that.');
    expect(model.state.requests[0]!.body.messages[0]!.content).toContain(
      '[Duracell Optimum](/batteries/duracell/optimum)',
    );

    model.state.behaviour = 'malformed';
    const fallback = await provider().chat(context);
    expect(fallback.generator).toBe('built-in');
    expect(fallback.text).toContain('[Duracell Optimum](/batteries/duracell/optimum)');
  });

  it('serves the app’s chat and fill when configured, and falls back there too', async () => {
    const t: TestApp = await buildTestApp(
      { textGenerator: { baseUrl: model.baseUrl, model: 'test-model', timeoutMs: 300, retries: 0 } },
      { demoCatalogue: true },
    );
    try {
      model.state.behaviour = 'ok';
      model.state.content =
        'We have [Duracell Optimum AA](/batteries/duracell/duracell-optimum-aa-batteries-12-pack).';
      const chat = await openChat(t.app);
      const ask = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/chat/message?websiteTopic=batteries',
          headers: chatKey(chat),
          payload: { sessionId: chat.sessionId, message: 'duracell optimum' },
        });
      const ok = (await ask()).json();
      expect(ok.data.reply).toBe(model.state.content);
      model.state.behaviour = 'slow';
      const slow = await ask();
      expect(slow.statusCode).toBe(200);
      expect(slow.json().data.reply).toContain('Here is what I found');
    } finally {
      await t.close();
    }
  });
});
