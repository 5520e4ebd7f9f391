import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, withTimeout } from './lazy-screen';

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
