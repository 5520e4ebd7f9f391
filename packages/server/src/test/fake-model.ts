import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking OpenAI's `chat/completions`, the test double of a commercial model.
 *
 * Without `tools` in the request it answers `state.content` (or misbehaves as `state.behaviour`
 * says). With tools it acts as a tool-calling model: first it calls `search_catalogue` with the
 * visitor's message, then it answers from the tool's reply — the first `state.cite` item lines
 * as given, then `state.extra` lines (to try the checker with made-up products) — streamed in
 * small chunks; while `state.hold` is set, the last chunk waits for `release()`.
 */
export type FakeModelBehaviour = 'ok' | 'slow' | 'malformed' | 'no-json' | 'error';

type Body = {
  model: string;
  stream?: boolean;
  tools?: unknown[];
  messages: Array<{ role: string; content: string | null; tool_calls?: unknown[] }>;
};

export async function fakeModel() {
  const state = {
    behaviour: 'ok' as FakeModelBehaviour,
    content: '',
    cite: 2,
    extra: [] as string[],
    hold: false,
    chunkDelayMs: 5,
    requests: [] as Array<{ auth?: string; body: Body }>,
  };
  let releaseHeld: (() => void) | null = null;
  let held = new Promise<void>((r) => {
    releaseHeld = r;
  });

  const json = (res: ServerResponse, body: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  async function stream(res: ServerResponse, chunks: unknown[], holdLast: boolean) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (let n = 0; n < chunks.length; n++) {
      if (holdLast && n === chunks.length - 1 && state.hold) await held;
      res.write(`data: ${JSON.stringify(chunks[n])}\n\n`);
      await sleep(state.chunkDelayMs);
    }
    res.end('data: [DONE]\n\n');
  }

  async function toolTurn(res: ServerResponse, body: Body) {
    const last = body.messages.at(-1)!;
    if (last.role !== 'tool') {
      const question = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
      const args = JSON.stringify({ query: question });
      // The arguments arrive in pieces, as real models send them.
      return stream(
        res,
        [
          {
            choices: [
              {
                delta: {
                  tool_calls: [
                    { index: 0, id: 'call_1', function: { name: 'search_catalogue', arguments: '' } },
                  ],
                },
              },
            ],
          },
          { choices: [{ delta: { tool_calls: [{ index: 0, function: { arguments: args.slice(0, 8) } }] } }] },
          { choices: [{ delta: { tool_calls: [{ index: 0, function: { arguments: args.slice(8) } }] } }] },
          { choices: [{ delta: {}, finish_reason: 'tool_calls' }] },
        ],
        false,
      );
    }
    const found = (last.content ?? '').split('\n').filter((l) => l.startsWith('- ['));
    const text = [
      'Here is what I found:',
      ...found.slice(0, state.cite),
      ...state.extra,
      'Anything else?',
    ].join('\n');
    // Small pieces that cut through words and lines.
    const pieces = text.match(/[\s\S]{1,7}/g) ?? [];
    return stream(
      res,
      pieces.map((p) => ({ choices: [{ delta: { content: p } }] })),
      true,
    );
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw) as Body;
    state.requests.push({ auth: req.headers.authorization, body });
    if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
    const reply = (content: string) =>
      json(res, {
        id: 'x',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content } }],
      });
    switch (state.behaviour) {
      case 'ok':
        return body.tools ? toolTurn(res, body) : reply(state.content);
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
  return {
    state,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /** Lets the held last chunk go (now or when it comes); set `state.hold` to hold again. */
    release() {
      state.hold = false;
      releaseHeld?.();
      held = new Promise<void>((r) => {
        releaseHeld = r;
      });
    },
    close: () =>
      new Promise<void>((r) => {
        releaseHeld?.();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
