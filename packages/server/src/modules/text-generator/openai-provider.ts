import { clip, SEO_LIMITS } from '@app/contract';
import pLimit from 'p-limit';
import { z } from 'zod';
import { type ModelMessage, modelChat, type TOOLS } from './model-chat';
import { formatMoney, plainLine } from './text';
import {
  type ChatContext,
  isBrandSubject,
  type OnChatDelta,
  type SeoDraft,
  type SeoSubject,
  type SiteVoice,
  type TextGenerator,
} from './text-generator';
import type { TextGeneratorSettings } from './text-generator.config';

type Message = { role: 'system' | 'user' | 'assistant'; content: string };

/** A model reply we cannot use; the caller falls back to the built-in generator. */
export class ModelError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

const ToolCallDelta = z.object({
  index: z.number().int().min(0).max(31).optional(),
  id: z.string().optional(),
  function: z.object({ name: z.string().optional(), arguments: z.string().optional() }).optional(),
});
const StreamDelta = z
  .object({ content: z.string().nullish(), tool_calls: z.array(ToolCallDelta).nullish() })
  .nullish();
/** A chunk of a streamed completion (or, from a server that does not stream, the whole reply). */
const StreamChunk = z.object({
  choices: z.array(z.object({ delta: StreamDelta.optional(), message: StreamDelta.optional() })),
});
type ToolCallOut = { id: string; type: 'function'; function: { name: string; arguments: string } };

const Completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});

const SeoJson = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.union([z.string(), z.array(z.string())]).optional(),
  intro: z.string().nullable().optional(),
});

/** The first `{...}` of a reply: models like to wrap JSON in prose or code fences. */
function jsonOf(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new ModelError('The model did not answer with JSON', false);
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new ModelError('The model answered with malformed JSON', false);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The record's facts as the prompt states them; the model may use these and nothing else. */
function factsOf(s: SeoSubject): string {
  if (isBrandSubject(s)) {
    return JSON.stringify({
      type: s.kind,
      name: s.name,
      description: plainLine(s.description).slice(0, 800),
      itemCount: s.itemCount,
      topRatedItems: s.topItems.map((t) => t.name),
      priceRange:
        s.minPriceMinor !== null && s.maxPriceMinor !== null
          ? [formatMoney(s.minPriceMinor, s.currency), formatMoney(s.maxPriceMinor, s.currency)]
          : null,
    });
  }
  return JSON.stringify({
    type: 'item',
    name: s.name,
    brand: s.brandName,
    description: plainLine(s.description).slice(0, 800),
    features: s.features.slice(0, 8),
    price: s.priceMinor !== null ? formatMoney(s.priceMinor, s.currency) : null,
    rating: s.rating,
    reviewCount: s.reviewCount,
  });
}

const voiceOf = (v: SiteVoice) =>
  `${v.title}${v.tagline ? ` — ${v.tagline}` : ''}${v.description ? `. ${v.description}` : ''}`;

/**
 * Any server speaking OpenAI's `chat/completions` (OpenAI, Ollama, vLLM, llama.cpp's server).
 * Prompts carry only the record's or the retrieval's data; every answer is checked and cut to
 * our limits afterwards, whatever the model was told.
 */
export function openAiProvider(
  settings: TextGeneratorSettings & { baseUrl: string; model: string },
): TextGenerator {
  const limit = pLimit(settings.concurrency);
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  /** POSTs to the model; a failure to reach it or a refusal becomes a ModelError. */
  async function post(body: object, signal: AbortSignal): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: settings.model, ...body }),
        signal,
      });
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      throw new ModelError(
        timedOut ? 'The model did not answer in time' : 'The model could not be reached',
        true,
      );
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel().catch(() => {});
      throw new ModelError(`The model answered HTTP ${res.status}`, res.status === 429 || res.status >= 500);
    }
    return res;
  }

  async function once(messages: Message[], maxTokens: number): Promise<string> {
    const res = await post(
      { messages, temperature: 0.4, max_tokens: maxTokens },
      AbortSignal.timeout(settings.timeoutMs),
    );
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new ModelError('The model sent a reply that is not JSON', false);
    }
    const parsed = Completion.safeParse(body);
    if (!parsed.success) throw new ModelError('The model sent a reply without a message', false);
    return parsed.data.choices[0]!.message.content;
  }

  const complete = (messages: Message[], maxTokens: number) =>
    limit(async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await once(messages, maxTokens);
        } catch (err) {
          if (!(err instanceof ModelError) || !err.retryable || attempt >= settings.retries) throw err;
          await sleep(settings.backoffMs * 2 ** attempt);
        }
      }
    });

  /** A streamed completion with tools: text passed on as it arrives, tool calls put together. */
  async function streamOnce(
    messages: ModelMessage[],
    tools: typeof TOOLS,
    onText: (text: string) => void,
  ): Promise<{ content: string; toolCalls: ToolCallOut[] }> {
    // The time limit is for silence: a long answer may stream for longer, a stalled one may not.
    const abort = new AbortController();
    let idle: NodeJS.Timeout | undefined;
    const alive = () => {
      clearTimeout(idle);
      idle = setTimeout(
        () => abort.abort(new DOMException('The model went silent', 'TimeoutError')),
        settings.timeoutMs,
      );
    };
    alive();
    let res: Response;
    try {
      res = await post(
        { messages, tools, tool_choice: 'auto', stream: true, temperature: 0.3, max_tokens: 700 },
        abort.signal,
      );
    } catch (err) {
      clearTimeout(idle);
      throw err;
    }
    const stream = res.body!;
    let content = '';
    const calls: Array<{ id: string; name: string; arguments: string }> = [];
    const take = (chunk: unknown) => {
      const parsed = StreamChunk.safeParse(chunk);
      if (!parsed.success) throw new ModelError('The model sent a chunk we cannot read', false);
      for (const choice of parsed.data.choices) {
        const d = choice.delta ?? choice.message;
        if (d?.content) {
          content += d.content;
          onText(d.content);
        }
        for (const t of d?.tool_calls ?? []) {
          const at = t.index ?? calls.length;
          calls[at] ??= { id: '', name: '', arguments: '' };
          const call = calls[at]!;
          if (t.id) call.id = t.id;
          if (t.function?.name) call.name += t.function.name;
          if (t.function?.arguments) call.arguments += t.function.arguments;
        }
      }
    };
    try {
      if (!(res.headers.get('content-type') ?? '').includes('event-stream')) take(await res.json());
      else {
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const bytes of stream) {
          alive();
          buffer += decoder.decode(bytes as Uint8Array, { stream: true });
          const events = buffer.split(/\r?\n\r?\n/);
          buffer = events.pop() ?? '';
          for (const event of events) {
            const data = event
              .split(/\r?\n/)
              .filter((l) => l.startsWith('data:'))
              .map((l) => l.slice(5).trim())
              .join('');
            if (data && data !== '[DONE]') take(JSON.parse(data));
          }
        }
      }
    } catch (err) {
      if (err instanceof ModelError) throw err;
      const timedOut = (err as Error).name === 'TimeoutError';
      throw new ModelError(
        timedOut ? 'The model did not finish in time' : 'The model sent a broken stream',
        timedOut,
      );
    } finally {
      clearTimeout(idle);
    }
    return {
      content,
      toolCalls: calls
        .filter((c) => c?.name)
        .map((c, n) => ({
          id: c.id || `call_${n}`,
          type: 'function' as const,
          function: { name: c.name, arguments: c.arguments },
        })),
    };
  }

  return {
    name: settings.model,

    async seo(subject, voice, variant = 0): Promise<SeoDraft> {
      const withIntro = isBrandSubject(subject);
      const system = [
        `You write search-engine text for the shopping site ${voiceOf(voice)}.`,
        'Use only the facts given; never invent prices, ratings, awards or claims.',
        `Answer with one JSON object: {"title": at most ${SEO_LIMITS.title} characters, "description": at most ${SEO_LIMITS.description} characters, "keywords": up to ${SEO_LIMITS.keywords} comma-separated phrases${withIntro ? ', "intro": a friendly paragraph of 2-3 sentences for the page' : ''}}.`,
        'Plain text only: no HTML, no Markdown.',
      ].join(' ');
      const user = `Facts: ${factsOf(subject)}${variant > 0 ? `\nWrite wording different from your usual (variant ${variant}).` : ''}`;
      const text = await complete(
        [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        400,
      );
      const parsed = SeoJson.safeParse(jsonOf(text));
      if (!parsed.success) throw new ModelError('The model left out the title or description', false);
      const j = parsed.data;
      const keywords = (Array.isArray(j.keywords) ? j.keywords : (j.keywords ?? '').split(','))
        .map((k) => plainLine(k).toLowerCase())
        .filter((k) => k.length >= 2 && k.length <= 60)
        .slice(0, SEO_LIMITS.keywords)
        .join(', ');
      const title = clip(plainLine(j.title), SEO_LIMITS.title);
      const description = clip(plainLine(j.description), SEO_LIMITS.description);
      if (!title || !description) throw new ModelError('The model left out the title or description', false);
      return {
        title,
        description,
        keywords,
        intro: withIntro && j.intro ? clip(plainLine(j.intro), SEO_LIMITS.intro) : null,
      };
    },

    chat(c: ChatContext, onDelta?: OnChatDelta): Promise<string> {
      return modelChat(c, voiceOf(c.voice), (m, t, on) => limit(() => streamOnce(m, t, on)), onDelta);
    },
  };
}
