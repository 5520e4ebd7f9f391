import { CHUNK_LOAD_TIMEOUT_MS } from '@app/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Raised when a code-split chunk does not arrive in time; the error boundary offers a retry. */
export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadTimeoutError(`Loading took longer than ${ms / 1000} seconds`)),
      ms,
    );
    promise.then(
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

/**
 * A React.lazy screen. Loading gives up after the spec's chunk timeout (120 s) so that a stalled
 * network ends in a retry message instead of an endless spinner.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then((screen) => ({ default: screen })));
}
