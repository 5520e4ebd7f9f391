import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
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
 * The worker runs at a lower CPU priority than the server: on a busy machine, requests are
 * answered first and pictures take what is left.
 */
const WORKER_NICE = 10;

/**
 * A worker process: the bundled file of the build (media-worker.js beside main.js), or the
 * TypeScript source under tsx and the test runner. A process of its own, rather than a thread:
 * its CPU priority can be lowered, and the memory a decode takes is given back when it ends.
 */
function startWorker(): ChildProcess {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(
    new URL(fromSource ? './media.worker.ts' : './media-worker.js', import.meta.url),
  );
  const child = fork(file, [], {
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    // Buffers travel as bytes, not as JSON arrays of numbers.
    serialization: 'advanced',
    // Fewer malloc arenas: libvips' threads otherwise keep freed memory in arenas of their own.
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (child.pid) {
    try {
      setPriority(child.pid, WORKER_NICE);
    } catch {
      // Not permitted here: the worker runs at the server's priority.
    }
  }
  return child;
}

type Slot = { worker: ChildProcess | null };

/**
 * `size` worker processes, each making one picture's variants at a time. A picture that takes
 * longer than `timeoutMs` has its worker ended (and a new one started for the next picture), so a
 * hostile file holds the CPU for a bounded time.
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
        worker.kill('SIGKILL');
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
      // A worker that fails to start or dies is the server's trouble: the job is retried.
      const onError = (err: Error) => end(new Error(`media worker failed: ${err.message}`));
      const onExit = (code: number | null, signal: string | null) =>
        end(new Error(closed ? 'media worker stopped' : `media worker exited (${code ?? signal})`));
      const timer = setTimeout(() => end(new PictureError('TOO_SLOW', 'timed out')), opts.timeoutMs);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.send(task);
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
    /** Ends the workers; a picture under way is handed back by the queue and made again later. */
    async close() {
      closed = true;
      await Promise.all(
        slots.map(async (s) => {
          const w = s.worker;
          if (!w || w.exitCode !== null) return;
          const exited = new Promise((r) => w.once('exit', r));
          w.kill('SIGTERM');
          await exited;
        }),
      );
    },
  };
}
export type MediaWorkerPool = ReturnType<typeof mediaWorkerPool>;
