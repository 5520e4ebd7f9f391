import type { FastifyBaseLogger } from 'fastify';
import { builtInChat } from './builtin-chat';
import { builtInSeo } from './builtin-seo';
import { openAiProvider } from './openai-provider';
import type { TextGenerator } from './text-generator';
import type { TextGeneratorSettings } from './text-generator.config';

/** The offline generator: the catalogue's own data, deterministic wording. */
export const builtInGenerator: TextGenerator = {
  name: 'built-in',
  seo: async (subject, voice, variant) => builtInSeo(subject, voice, variant),
  chat: async (context, onDelta) => {
    const text = builtInChat(context);
    onDelta?.(text);
    return text;
  },
};

/**
 * Tries `primary`, and on any failure logs a warning and answers with the built-in generator,
 * so a model that is down, slow or talking nonsense never stops a fill or a chat. `lastUsed`
 * tells callers which one wrote an answer.
 */
export function withFallback(primary: TextGenerator, log: FastifyBaseLogger) {
  return {
    name: primary.name,
    async seo(...args: Parameters<TextGenerator['seo']>) {
      try {
        return { draft: await primary.seo(...args), generator: primary.name };
      } catch (err) {
        log.warn(
          { err: (err as Error).message, model: primary.name },
          'search-engine text: model failed, used the built-in generator',
        );
        return { draft: await builtInGenerator.seo(...args), generator: builtInGenerator.name };
      }
    },
    async chat(...args: Parameters<TextGenerator['chat']>) {
      try {
        return { text: await primary.chat(...args), generator: primary.name };
      } catch (err) {
        log.warn(
          { err: (err as Error).message, model: primary.name },
          'chat: model failed, used the built-in generator',
        );
        // What the model streamed before it failed is replaced by the whole built-in answer.
        return { text: await builtInGenerator.chat(args[0]), generator: builtInGenerator.name };
      }
    },
  };
}
export type ResilientGenerator = ReturnType<typeof withFallback>;

/** The generator the configuration asks for: a model when LLM_BASE_URL is set, else the built-in one. */
export function textGenerator(settings: TextGeneratorSettings, log: FastifyBaseLogger): ResilientGenerator {
  const { baseUrl, model } = settings;
  return withFallback(
    baseUrl && model ? openAiProvider({ ...settings, baseUrl, model }) : builtInGenerator,
    log,
  );
}
