import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, isChunkLoadError, withTimeout } from './lazy-screen';

describe('withTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('passes a result through in time', async () => {
    await expect(withTimeout(Promise.resolve('chunk'), 1000)).resolves.toBe('chunk');
  });

  it('gives up with a ChunkLoadTimeoutError', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('passes a load failure through', async () => {
    await expect(withTimeout(Promise.reject(new Error('offline')), 1000)).rejects.toThrow('offline');
  });
});

describe('isChunkLoadError', () => {
  it("recognises each browser's failed dynamic import", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/banking-screen-abc.js',
      'error loading dynamically imported module: http://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('leaves other errors, a slow network and non-errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new ChunkLoadTimeoutError('Loading took longer than 120 seconds'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
