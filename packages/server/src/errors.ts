import { ERRORS } from '@app/contract';

/** An error we mean to show: stable code, honest status, a message fit for the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: Array<{ path: string; message: string }>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = ERRORS.validation, issues?: AppError['issues']) =>
  new AppError(400, 'VALIDATION', message, issues);
export const unauthorized = (message: string = ERRORS.authRequired) =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = ERRORS.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = ERRORS.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const tooManyRequests = (message: string = ERRORS.tooManyRequests) =>
  new AppError(429, 'RATE_LIMITED', message);

/** Postgres unique-violation, as raised by both drivers. */
export const isUniqueViolation = (err: unknown): boolean => uniqueViolation(err) !== null;

/** The constraint a unique violation broke ('' when the driver does not say), or null for other errors. */
export function uniqueViolation(err: unknown): string | null {
  // Drizzle wraps the driver's error; its `cause` carries the SQLSTATE.
  for (let e = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}
