import { EventEmitter } from 'node:events';
import type { CrawlProgress } from '@app/contract';
import type { Database } from '../../db/client';

const PROGRESS_CHANNEL = 'crawl_progress';
const CONTROL_CHANNEL = 'crawl_control';

export type ProgressMessage = { topic: string; id: number; progress: CrawlProgress };
export type ControlMessage = { action: 'cancel'; topic: string; sessionId: string };

/**
 * Crawl events between the processes sharing the database (LISTEN/NOTIFY on PostgreSQL, in
 * memory on PGlite): progress for every stream of the topic on any instance, and cancel
 * requests for whichever instance runs the crawl.
 */
export async function progressHub(database: Database) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const parse = <T>(payload: string): T | null => {
    try {
      return JSON.parse(payload) as T;
    } catch {
      return null;
    }
  };
  const stopProgress = await database.listen(PROGRESS_CHANNEL, (payload) => {
    const msg = parse<ProgressMessage>(payload);
    if (msg) local.emit(`progress:${msg.topic}`, msg);
  });
  const stopControl = await database.listen(CONTROL_CHANNEL, (payload) => {
    const msg = parse<ControlMessage>(payload);
    if (msg) local.emit('control', msg);
  });
  return {
    publish: (msg: ProgressMessage) => database.notify(PROGRESS_CHANNEL, JSON.stringify(msg)),
    subscribe(topic: string, fn: (msg: ProgressMessage) => void) {
      local.on(`progress:${topic}`, fn);
      return () => {
        local.off(`progress:${topic}`, fn);
      };
    },
    requestCancel: (msg: ControlMessage) => database.notify(CONTROL_CHANNEL, JSON.stringify(msg)),
    onControl(fn: (msg: ControlMessage) => void) {
      local.on('control', fn);
    },
    async close() {
      local.removeAllListeners();
      await stopProgress();
      await stopControl();
    },
  };
}
export type ProgressHub = Awaited<ReturnType<typeof progressHub>>;
