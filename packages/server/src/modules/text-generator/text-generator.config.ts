import { z } from 'zod';

export const TextGeneratorEnv = z
  .object({
    LLM_BASE_URL: z.string().url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).max(200).optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
    LLM_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
    LLM_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  })
  .refine((e) => !e.LLM_BASE_URL || e.LLM_MODEL, {
    message: 'required when LLM_BASE_URL is set',
    path: ['LLM_MODEL'],
  });

export type TextGeneratorSettings = {
  /** An OpenAI-compatible API root, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`; unset: built-in only. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  /** Requests in flight to the model, across fills and chats of this process. */
  concurrency: number;
};

export const defaultTextGeneratorSettings = (): TextGeneratorSettings => ({
  baseUrl: undefined,
  apiKey: undefined,
  model: undefined,
  timeoutMs: 30_000,
  retries: 1,
  backoffMs: 500,
  concurrency: 2,
});

export function textGeneratorSettingsFromEnv(
  env: NodeJS.ProcessEnv,
): TextGeneratorSettings | z.core.$ZodIssue[] {
  const parsed = TextGeneratorEnv.safeParse(env);
  if (!parsed.success) return parsed.error.issues;
  const e = parsed.data;
  return {
    ...defaultTextGeneratorSettings(),
    baseUrl: e.LLM_BASE_URL,
    apiKey: e.LLM_API_KEY,
    model: e.LLM_MODEL,
    timeoutMs: e.LLM_TIMEOUT_MS,
    retries: e.LLM_RETRIES,
    concurrency: e.LLM_CONCURRENCY,
  };
}
