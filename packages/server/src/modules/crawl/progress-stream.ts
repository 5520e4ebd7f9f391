import { CRAWL_PROGRESS_KEEPALIVE_MS, type CrawlProgressEvent } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CrawlService } from './crawl.service';
import type { ProgressHub } from './progress-hub';

/**
 * A server-sent event stream of the topic's crawl progress. Each event's id is the run's
 * heartbeat in milliseconds: a client reconnecting with Last-Event-ID gets the current state
 * when it is newer than what it saw, then live events.
 */
export async function streamProgress(
  request: FastifyRequest,
  reply: FastifyReply,
  o: {
    topic: string;
    sessionId: string | undefined;
    hub: ProgressHub;
    service: CrawlService;
    open: Set<() => void>;
  },
) {
  const lastSeen =
    Number(
      request.headers['last-event-id'] ?? (request.query as { lastEventId?: string }).lastEventId ?? 0,
    ) || 0;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // HEAD asks for the headers only: answering them and ending is the whole reply.
  if (request.method === 'HEAD') {
    raw.end();
    return;
  }
  raw.write('retry: 3000\n\n');
  let sentId = lastSeen;
  const send = (id: number, progress: Omit<CrawlProgressEvent, 'type'>) => {
    if (id <= sentId || (o.sessionId && progress.sessionId !== o.sessionId)) return;
    sentId = id;
    const event: CrawlProgressEvent = { type: 'progress', ...progress };
    raw.write(`id: ${id}\nevent: progress\ndata: ${JSON.stringify(event)}\n\n`);
  };
  const pending: Array<{ id: number; progress: CrawlProgressEvent | Omit<CrawlProgressEvent, 'type'> }> = [];
  let live = false;
  const unsubscribe = o.hub.subscribe(o.topic, (msg) => {
    if (live) send(msg.id, msg.progress);
    else pending.push({ id: msg.id, progress: msg.progress });
  });
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), CRAWL_PROGRESS_KEEPALIVE_MS);
  const close = () => {
    clearInterval(keepAlive);
    unsubscribe();
    o.open.delete(close);
    if (!raw.writableEnded) raw.end();
  };
  o.open.add(close);
  raw.on('close', close);

  // Subscribed first, then the snapshot, then whatever arrived meanwhile: nothing is missed.
  const snapshot = await o.service.status(o.topic, o.sessionId).catch(() => null);
  if (snapshot) send(snapshot.id, snapshot.progress);
  for (const p of pending.sort((a, b) => a.id - b.id)) send(p.id, p.progress);
  live = true;
}
