import { AppError } from '../../errors';

/** Why a fetch or a crawl stopped; `fatal` ones end the whole run, others only the term or page. */
export type CrawlErrorCode =
  | 'refused'
  | 'robots'
  | 'captcha'
  | 'http'
  | 'timeout'
  | 'network'
  | 'unrecognised'
  | 'cancelled'
  | 'config';

export class CrawlError extends Error {
  constructor(
    readonly code: CrawlErrorCode,
    message: string,
    readonly fatal: boolean,
  ) {
    super(message);
    this.name = 'CrawlError';
  }
}

export const isCrawlError = (e: unknown): e is CrawlError => e instanceof CrawlError;

/** A crawl failure as the API answers it. */
export function toAppError(err: unknown): unknown {
  if (!isCrawlError(err)) return err;
  switch (err.code) {
    case 'refused':
    case 'config':
      return new AppError(400, 'CRAWL_REFUSED', err.message);
    case 'cancelled':
      return new AppError(409, 'CRAWL_CANCELLED', err.message);
    case 'captcha':
      return new AppError(503, 'CRAWL_CAPTCHA', err.message);
    default:
      return new AppError(502, 'CRAWL_UPSTREAM', err.message);
  }
}
