import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { onCommitted } from '../modules/changes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops every cached public reply of a topic, here and (on PostgreSQL) in every other process. */
    invalidateTopic(topic: string): Promise<void>;
    /** For other caches of a topic's public content (rendered pages): the same versions and rules. */
    topicCache: TopicCache;
  }
  interface FastifyRequest {
    cacheHit: boolean;
    /** The topic's cache version when the read began: a write during the read retires its reply. */
    cacheVersion: number;
  }
}

/** Public catalogue reads: the same for every visitor of a topic, so they can be cached and revalidated. */
const PUBLIC_READS = [
  '/api/brands',
  '/api/brand-items',
  '/api/tips',
  '/api/podcasts',
  '/api/search',
  '/api/site-config',
];
const CHANNEL = 'catalogue_changed';

const isPublicRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.headers.authorization &&
  PUBLIC_READS.some(
    (p) => request.url === p || request.url.startsWith(`${p}/`) || request.url.startsWith(`${p}?`),
  );

export const etagOf = (payload: string) => `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

export const matches = (request: FastifyRequest, etag: string) =>
  (request.headers['if-none-match'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .some((s) => s === etag || s === '*');

type Entry = { payload: string; etag: string; version: number };

export interface TopicCache {
  /** The topic's version now: take it before reading, keep it with what was read. */
  version(topic: string): number;
  /** Whether what was read at `version` may still be served: nothing written since, or the database away. */
  usable(topic: string, version: number): boolean;
}

/**
 * Public reads carry an ETag and `Cache-Control: public, no-cache` (browsers and CDNs revalidate,
 * a matching `If-None-Match` gets 304) and are kept in a small in-process cache. Every committed
 * write publishes its change (`modules/changes`), and the topic of each change has its version
 * bumped, which retires its entries (and rendered pages) at once; on PostgreSQL the bump travels
 * to the other processes over LISTEN/NOTIFY. Writes that publish no change (sign-in, account
 * sessions, visit beacons, chat, starting or stopping a run) change no public reply and retire
 * nothing.
 */
export const httpCachePlugin = fp<{ database: Database; maxEntries?: number; onInvalidate?: () => void }>(
  async (app, { database, maxEntries = 5000, onInvalidate }) => {
    const cache = new LRUCache<string, Entry>({ max: maxEntries });
    const versions = new Map<string, number>();
    /** Bumped when notices from other processes may have been missed: retires every topic at once. */
    let epoch = 0;
    const versionOf = (topic: string) => epoch + (versions.get(topic) ?? 0);
    const bump = (topic: string) => {
      versions.set(topic, versionOf(topic) + 1);
      onInvalidate?.();
    };
    const keyOf = (request: FastifyRequest) => `${request.topic}|${request.url}`;

    const unlisten = await database.listen(
      CHANNEL,
      (topic) => bump(topic),
      () => {
        epoch++;
        onInvalidate?.();
      },
    );
    const unsubscribe = onCommitted(database.db, async (changes) => {
      for (const topic of new Set(changes.map((c) => c.topic))) {
        // The write is committed: a notice that fails leaves the other processes' caches to
        // their next gap, and must not answer the write as failed.
        await app.invalidateTopic(topic).catch((err) => app.log.warn({ err, topic }, 'cache not retired'));
      }
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      await unlisten();
    });

    app.decorate('invalidateTopic', async (topic: string) => {
      bump(topic);
      await database.notify(CHANNEL, topic);
    });
    app.decorate('topicCache', {
      version: versionOf,
      usable: (topic: string, version: number) => version === versionOf(topic) || !database.available(),
    } satisfies TopicCache);
    app.decorateRequest('cacheHit', false);
    app.decorateRequest('cacheVersion', 0);

    const sendCached = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
      request.cacheHit = true;
      reply.header('etag', entry.etag).header('cache-control', 'public, no-cache');
      if (matches(request, entry.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.payload);
    };

    // Runs after the topic plugin's onRequest hook, so `request.topic` is known.
    app.addHook('preHandler', async (request, reply) => {
      if (!isPublicRead(request)) return;
      request.cacheVersion = versionOf(request.topic);
      const entry = cache.get(keyOf(request));
      // While the database is away, a retired reply is better than none.
      const usable = entry && (entry.version === versionOf(request.topic) || !database.available());
      if (usable) return sendCached(request, reply, entry);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.cacheHit) return payload;
      if (!isPublicRead(request)) {
        // Replies for one caller (tokens, admin data) must never sit in a shared cache.
        if (/^\/(api|auth)\//.test(request.url) && !reply.hasHeader('cache-control')) {
          reply.header('cache-control', 'private, no-store');
        }
        return payload;
      }
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = etagOf(payload);
      cache.set(keyOf(request), { payload, etag, version: request.cacheVersion });
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (matches(request, etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'http-cache', dependencies: ['topic'] },
);
