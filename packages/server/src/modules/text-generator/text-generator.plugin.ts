import fp from 'fastify-plugin';
import { type ResilientGenerator, textGenerator } from './resilient-generator';
import { defaultTextGeneratorSettings, type TextGeneratorSettings } from './text-generator.config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes search-engine text and chat answers: a model when configured, else (and on failure) the built-in one. */
    textGenerator: ResilientGenerator;
  }
}

/** One generator per process, so the model's concurrency limit holds across fills and chats. */
export const textGeneratorPlugin = fp<{ settings?: Partial<TextGeneratorSettings> }>(
  async (app, opts) => {
    const settings = { ...defaultTextGeneratorSettings(), ...app.config.textGenerator, ...opts.settings };
    app.decorate('textGenerator', textGenerator(settings, app.log));
    app.log.info({ generator: app.textGenerator.name }, 'text generator ready');
  },
  { name: 'text-generator' },
);
