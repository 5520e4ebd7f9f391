import type { ErrorReply } from '@app/contract';

/** The success envelope: `{ success: true, data, error: null }`. */
export const ok = <T>(data: T) => ({ success: true as const, data, error: null });

/**
 * The error envelope: `{ success: false, data: null, error, code }`. Handlers throw the factories
 * of `errors.ts` instead; this is for the error handler and the few replies sent before a route runs.
 */
export const fail = (error: string, code: string, issues?: ErrorReply['issues']): ErrorReply => ({
  success: false,
  data: null,
  error,
  code,
  ...(issues ? { issues } : {}),
});
