import { ERRORS, isIdOutOfRangeIssue } from '@app/contract';

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
/** An address no page or route can be made of (malformed %-encoding, a host and path that make no URL). */
export const badAddress = (message: string) => new AppError(400, 'BAD_URL', message);
export const unauthorized = (message: string = ERRORS.authRequired) =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = ERRORS.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = ERRORS.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const tooManyRequests = (message: string = ERRORS.tooManyRequests) =>
  new AppError(429, 'RATE_LIMITED', message);

/**
 * A request refused only because an id in its path or query is a whole number no row can have
 * (0, negative, past PostgreSQL's integer): the thing it names does not exist, so the reply is
 * 404, as for any id that is free. Every route gets this from the shared id schemas; none checks.
 */
export function namesImpossibleId(err: { validation?: unknown; validationContext?: unknown }): boolean {
  const issues = err.validation;
  return (
    (err.validationContext === 'params' || err.validationContext === 'querystring') &&
    Array.isArray(issues) &&
    issues.length > 0 &&
    issues.every((issue: { params?: unknown }) => isIdOutOfRangeIssue(issue.params))
  );
}

/** Seconds a client is asked to wait when the database is away. */
export const RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = () => new AppError(503, 'UNAVAILABLE', ERRORS.serviceUnavailable);

/** Connection-level failures: the code of the driver's socket error, or SQLSTATE classes of a server going away. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|57014|25P03)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|not queryable/i;

/**
 * The database could not answer: refused, reset, stalled past its limits, shutting down or out of
 * connections. Such faults are the server's, and passing: 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as Error).name === 'DatabaseUnavailableError') return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_STATES.test(code)))
      return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

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

/** The SQLSTATE of a database error, as raised by both drivers (through Drizzle's wrapper), or null. */
export function sqlStateOf(err: unknown): string | null {
  for (let e = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * The database refused the data itself (class 22 data exception, class 23 integrity violation,
 * e.g. a NUL byte in text): trying the same rows again cannot succeed, unlike a lost connection.
 */
export const isBadDataError = (err: unknown): boolean => /^2[23]/.test(sqlStateOf(err) ?? '');

/** A database error fit for a log line: its SQLSTATE and the driver's message, never the SQL or parameters. */
export function dbErrorSummary(err: unknown): { code: string | null; message: string } {
  let message = err instanceof Error ? err.message : String(err);
  for (let e = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if (e instanceof Error) message = e.message;
  }
  return { code: sqlStateOf(err), message: message.slice(0, 200) };
}
