import { Worker } from 'node:worker_threads';
import type { Fallback, ProcessedVariant } from './media.processing';
import type { WorkerReply, WorkerTask } from './media.worker';

/** A picture the worker could not turn into variants: its own fault, not the server's. */
export class PictureError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A worker thread on the worker's file: the bundled one of the build (media-worker.js beside
 * main.js), or the TypeScript source under tsx and the test runner, loaded through tsx's loader.
 */
function startWorker(): Worker {
  // The V8 heap of the thread holds only buffers in transit; pixels live in libvips' memory.
  const resourceLimits = { maxOldGenerationSizeMb: 128 };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./media-worker.js', import.meta.url), { resourceLimits });
  const source = JSON.stringify(new URL('./media.worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`,
    { eval: true, resourceLimits },
  );
}

type Slot = { worker: Worker | null };

/**
 * `size` worker threads, each making one picture's variants at a time. A picture that takes longer
 * than `timeoutMs` has its thread ended (and a new one started for the next picture), so a hostile
 * file holds the CPU for a bounded time.
 */
export function mediaWorkerPool(opts: { size: number; timeoutMs: number }) {
  const slots: Slot[] = Array.from({ length: opts.size }, () => ({ worker: null }));
  const idle = [...slots];
  const waiting: Array<(slot: Slot) => void> = [];
  let closed = false;

  const take = () =>
    new Promise<Slot>((resolve) => {
      const slot = idle.pop();
      if (slot) resolve(slot);
      else waiting.push(resolve);
    });
  const give = (slot: Slot) => {
    const next = waiting.shift();
    if (next) next(slot);
    else idle.push(slot);
  };

  function runOn(slot: Slot, task: WorkerTask): Promise<ProcessedVariant[]> {
    slot.worker ??= startWorker();
    const worker = slot.worker;
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const end = (err: Error) => {
        done();
        slot.worker = null;
        void worker.terminate();
        reject(err);
      };
      const onMessage = (reply: WorkerReply) => {
        done();
        if (!reply.ok) return reject(new PictureError(reply.code, reply.message));
        resolve(
          reply.variants.map((v) => ({
            ...v,
            format: v.format as ProcessedVariant['format'],
            data: Buffer.from(v.data),
          })),
        );
      };
      // A thread that fails (out of heap, a loader fault) is the server's trouble: the job is retried.
      const onError = (err: Error) => end(new Error(`media worker failed: ${err.message}`));
      const onExit = (code: number) =>
        end(new Error(closed ? 'media worker stopped' : `media worker exited (${code})`));
      const timer = setTimeout(() => end(new PictureError('TOO_SLOW', 'timed out')), opts.timeoutMs);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage(task);
    });
  }

  return {
    async run(bytes: Buffer, fallback: Fallback): Promise<ProcessedVariant[]> {
      if (closed) throw new Error('media worker stopped');
      const slot = await take();
      try {
        return await runOn(slot, { bytes, fallback });
      } finally {
        give(slot);
      }
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((s) => s.worker?.terminate()));
    },
  };
}
export type MediaWorkerPool = ReturnType<typeof mediaWorkerPool>;
