import { CHUNK_LOAD_TIMEOUT_MS } from '@app/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Raised when a code-split chunk does not arrive in time; the error boundary offers a retry. */
export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
}

/*
 * What browsers and Vite throw when a code-split chunk cannot be fetched: after a deploy the old
 * hashed files are gone (or the server restarted), so the page must load the new version.
 */
const chunkFailureTexts = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload of a chunk's styles
];

/** Whether `error` says a code-split chunk could not be fetched (not that its code failed). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return chunkFailureTexts.some((text) => error.message.includes(text));
}

/**
 * A code-split chunk's import that gives up after the spec's chunk timeout (120 s), so that a
 * stalled network ends in a retry message instead of an endless spinner.
 */
export function loadChunk<T>(chunk: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new ChunkLoadTimeoutError(`Loading took longer than ${CHUNK_LOAD_TIMEOUT_MS / 1000} seconds`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    chunk.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A React.lazy component (a screen, or a part of a page loaded on demand) through `loadChunk`. */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadChunk(load()).then((screen) => ({ default: screen })));
}
