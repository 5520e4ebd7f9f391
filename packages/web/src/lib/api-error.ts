import { httpErrorText } from '@app/contract';

/**
 * What the base query rejects with. `status` is the HTTP status, or a word for failures that
 * never produced one; `error` is the server's own text when it sent one.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  error?: string;
  /** Field-level problems of a refused body, e.g. `{ path: 'brandItems.2.name', message }`. */
  issues?: { path: string; message: string }[];
}

export interface ErrorFallbacks {
  /** The area's "Failed to ..." text. */
  failed: string;
  /** Shown when the request never reached the server. */
  network?: string;
  /** Shown when something unexpected happened (a reply we could not read). */
  unexpected?: string;
  /** Non-OK replies without a text show "HTTP error! status: N" unless this is false. */
  httpText?: boolean;
}

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && 'status' in value;

/** The text to show for a failed call: the server's text first, then the spec's fallbacks. */
export function apiErrorText(error: unknown, fallbacks: ErrorFallbacks): string {
  if (!isApiError(error)) return fallbacks.unexpected ?? fallbacks.failed;
  if (typeof error.error === 'string' && error.error.trim() !== '') return error.error;
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return fallbacks.network ?? fallbacks.failed;
    case 'PARSE_ERROR':
      return fallbacks.unexpected ?? fallbacks.failed;
    case 'CUSTOM_ERROR':
      return fallbacks.failed;
    default:
      return error.status >= 400 && fallbacks.httpText !== false
        ? httpErrorText(error.status)
        : fallbacks.failed;
  }
}
