/**
 * The media worker process: makes a picture's variants away from the process that answers
 * requests. It gets the original and its fallback format, and answers with the variants or why not.
 */
import { AppError } from '../../errors';
import { type Fallback, makeVariants } from './media.processing';

export type WorkerTask = { bytes: Uint8Array; fallback: Fallback };
export type WorkerReply =
  | { ok: true; variants: Array<{ width: number; height: number; format: string; data: Uint8Array }> }
  | { ok: false; code: string; message: string };

// A worker lives as long as the server's channel: when the server goes, so does it.
process.on('disconnect', () => process.exit(0));
process.on('message', async (task: WorkerTask) => {
  let reply: WorkerReply;
  try {
    const variants = await makeVariants(Buffer.from(task.bytes), task.fallback);
    reply = { ok: true, variants };
  } catch (err) {
    // libvips' own words (an encoder's limit, a corrupt stream), first line only, for the editor.
    const message = err instanceof Error ? (err.message.split('\n')[0] ?? '') : String(err);
    reply = { ok: false, code: err instanceof AppError ? err.code : 'UNPROCESSABLE', message };
  }
  process.send?.(reply);
});
