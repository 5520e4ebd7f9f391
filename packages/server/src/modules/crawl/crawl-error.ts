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
