import { Writable } from 'node:stream';
import { CHUNK_LOAD_TIMEOUT_MS } from '@app/contract';
import { createElement, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, isChunkLoadError, lazyScreen, loadChunk } from './lazy-screen';

// Only the timers the chunk timeout uses are faked: React's own scheduling keeps running.
const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
afterEach(() => vi.useRealTimers());

/** Whether a promise has settled by now, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('loadChunk', () => {
  it('passes a chunk through in time', async () => {
    await expect(loadChunk(Promise.resolve('chunk'))).resolves.toBe('chunk');
  });

  it('passes a load failure through', async () => {
    await expect(loadChunk(Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });

  it("gives up with a ChunkLoadTimeoutError at the spec's chunk timeout, not before", async () => {
    fakeTimeouts();
    const pending = loadChunk(new Promise(() => {}));
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(await settled(pending)).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
  });
});

/**
 * Renders `node` on the server: `shell` once the page outside its Suspense boundaries is out (the
 * lazy parts have started loading), `ready` once every lazy part has loaded or failed.
 */
function renderOnServer(node: Parameters<typeof renderToPipeableStream>[0]) {
  const errors: unknown[] = [];
  let html = '';
  let shellOut = () => {};
  const shell = new Promise<void>((resolve) => {
    shellOut = resolve;
  });
  const ready = new Promise<void>((resolve) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve());
    const stream = renderToPipeableStream(node, {
      onError: (error) => {
        errors.push(error);
      },
      onShellReady: () => shellOut(),
      onAllReady: () => stream.pipe(sink),
    });
  });
  return { errors, shell, ready, html: () => html };
}

describe('lazyScreen', () => {
  it('renders the component its chunk brings', async () => {
    const Screen = lazyScreen(async () => () => createElement('p', null, 'Loaded screen'));
    const r = renderOnServer(createElement(Suspense, { fallback: null }, createElement(Screen)));
    await r.ready;
    expect(r.errors).toEqual([]);
    expect(r.html()).toContain('Loaded screen');
  });

  it('fails with a ChunkLoadTimeoutError once its chunk is CHUNK_LOAD_TIMEOUT_MS late', async () => {
    fakeTimeouts();
    const Screen = lazyScreen(() => new Promise<() => null>(() => {}));
    const r = renderOnServer(createElement(Suspense, { fallback: null }, createElement(Screen)));
    await r.shell;
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(await settled(r.ready)).toBe(false);
    expect(r.errors).toEqual([]);
    vi.advanceTimersByTime(1);
    await r.ready;
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toBeInstanceOf(ChunkLoadTimeoutError);
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
