import { ERRORS, MEDIA_ERRORS } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../plugins/jobs';
import { mediaRepository } from './media.repository';
import { MEDIA_VARIANTS_QUEUE, type MediaVariantsJob } from './media.service';
import { type MediaWorkerPool, PictureError } from './media.worker-pool';

/** What the editor reads on the media screen for each way a picture can fail. */
function errorText(err: PictureError): string {
  if (err.code === 'TOO_SLOW') return MEDIA_ERRORS.tooSlow;
  if (err.code === 'NOT_AN_IMAGE') return MEDIA_ERRORS.unreadable;
  if (err.code === 'TOO_MANY_PIXELS') return ERRORS.mediaTooManyPixels;
  const detail = err.message.trim();
  return detail ? `${MEDIA_ERRORS.unprocessable} (${detail})` : MEDIA_ERRORS.unprocessable;
}

/**
 * The job that makes a picture's variants: the original is read here, resized in a worker thread,
 * and the variants and the ready state are written in one transaction. A picture the worker cannot
 * process is marked failed with the reason, and the job ends (trying again would fail again); any
 * other error (the database away, the thread lost) fails the job, which the queue retries, and
 * marks the picture failed after the last try.
 */
export function defineMediaJobs(opts: {
  jobs: JobQueue;
  db: Db;
  pool: MediaWorkerPool;
  concurrency: number;
  log: FastifyBaseLogger;
}) {
  const { db, pool, log } = opts;
  const repo = mediaRepository(db);
  opts.jobs.define<MediaVariantsJob>({
    name: MEDIA_VARIANTS_QUEUE,
    concurrency: opts.concurrency,
    retryLimit: 3,
    retryDelaySeconds: 5,
    async handler({ assetId }, { lastAttempt }) {
      // Deleted since, or made already (a retry after the write): nothing to do.
      const original = await repo.pendingOriginal(assetId);
      if (!original) return;
      try {
        const variants = await pool.run(original.data, original.fallback);
        await db.transaction((tx) => mediaRepository(tx).finish(assetId, variants));
      } catch (err) {
        if (err instanceof PictureError) {
          log.info({ assetId, code: err.code, reason: err.message }, 'picture could not be processed');
          return repo.fail(assetId, errorText(err));
        }
        // Tried often enough: the editor learns of it rather than waiting for ever.
        if (lastAttempt) await repo.fail(assetId, MEDIA_ERRORS.unprocessable).catch(() => {});
        throw err;
      }
    },
  });
}
