import {
  ANALYTICS_ERRORS,
  AnalyticsDaily,
  AnalyticsDay,
  AnalyticsDayQuery,
  AnalyticsRangeQuery,
  AnalyticsTop,
  BEACON_MAX_BYTES,
  BeaconBody,
  envelope,
  LocationVisits,
  ROUTES,
  TopicQuery,
  utcDay,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { ok } from '../../lib/reply';
import type { JobSpec } from '../../lib/scheduler';
import { type AnalyticsSettings, defaultAnalyticsSettings } from './analytics.config';
import { analyticsRepository } from './analytics.repository';
import { type AnalyticsService, analyticsService } from './analytics.service';
import { loadGeo } from './geo';
import { type VisitBuffer, visitBuffer } from './visit-buffer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Beacons waiting to be written; `flush()` writes them now (tests, benchmarks, shutdown). */
    visitBuffer: VisitBuffer;
  }
}

const tags = ['analytics'];

const routes: FastifyPluginAsyncZod<{ service: AnalyticsService; settings: AnalyticsSettings }> = async (
  app,
  { service, settings },
) => {
  // `navigator.sendBeacon` with a string body says text/plain; the body is JSON all the same.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  app.post(
    ROUTES.analytics.event,
    {
      bodyLimit: BEACON_MAX_BYTES,
      config: { rateLimit: { max: settings.beaconsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Storefront beacon: a page view or a click out to the marketplace',
        description:
          'Answers 204 at once; the visit is written with others a moment later. No cookie is set and no address is kept. Bots are answered alike but not counted.',
        querystring: TopicQuery,
        body: BeaconBody,
        response: { 204: z.null().describe('Recorded (or ignored, for a bot)') },
      },
    },
    async (req, reply) => {
      if (!(await app.siteConfigs.exists(req.topic))) throw notFound(ANALYTICS_ERRORS.unknownTopic);
      await service.record({
        topic: req.topic,
        body: req.body,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
        host: req.host,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    ROUTES.analytics.daily,
    {
      schema: {
        tags,
        summary: 'Page views, visitors and outbound clicks per day (default: the last 30 days)',
        querystring: AnalyticsRangeQuery,
        response: { 200: envelope(AnalyticsDaily) },
      },
    },
    async (req) => ok(await service.daily(req.topic, req.query.from, req.query.to, req.query)),
  );

  app.get(
    ROUTES.analytics.day,
    {
      schema: {
        tags,
        summary: 'The visitors of one day, latest first',
        querystring: AnalyticsDayQuery,
        response: { 200: envelope(AnalyticsDay) },
      },
    },
    async (req) => ok(await service.day(req.topic, req.query.day, req.query, req.query)),
  );

  app.get(
    ROUTES.analytics.locations,
    {
      schema: {
        tags,
        summary: 'Page views and visitors per country and region for a range',
        querystring: AnalyticsRangeQuery,
        response: { 200: envelope(z.array(LocationVisits)) },
      },
    },
    async (req) => ok(await service.locations(req.topic, req.query.from, req.query.to, req.query)),
  );

  app.get(
    ROUTES.analytics.top,
    {
      schema: {
        tags,
        summary: 'Top pages, referring sites and outbound links for a range',
        querystring: AnalyticsRangeQuery,
        response: { 200: envelope(AnalyticsTop) },
      },
    },
    async (req) => ok(await service.top(req.topic, req.query.from, req.query.to, req.query)),
  );
};

/**
 * Visit analytics. Wrapped with fastify-plugin so the buffer is the app's own (the process
 * flushes it on close); the routes themselves stay encapsulated in a child plugin.
 */
/** Salts of past days are deleted every hour, by one process of all (the salts are shared by every topic). */
export const saltRetentionJob: JobSpec = { name: 'analytics-salt-retention', everyHours: sql`1` };

export const analyticsModule = fp(
  async (app) => {
    const settings = { ...defaultAnalyticsSettings(), ...app.config.analytics };
    loadGeo();
    const repo = analyticsRepository(app.db);
    const buffer = visitBuffer(repo.writeBatch, settings, app.log);
    app.decorate('visitBuffer', buffer);
    // Before the server stops, and again once in-flight requests are done: the database closes
    // only after every onClose hook (main.ts).
    app.addHook('preClose', async () => {
      await buffer.flush();
    });
    app.addHook('onClose', async () => {
      await buffer.close();
    });
    // A day's salt goes once the day is over, also when no visit comes the next day to replace it.
    app.schedule([
      {
        ...saltRetentionJob,
        run: async () => {
          await repo.deleteSaltsBefore(utcDay());
          return { status: 'succeeded' };
        },
      },
    ]);
    await app.register(routes, { service: analyticsService(repo, buffer), settings });
  },
  { name: 'analytics', dependencies: ['auth', 'topic', 'scheduler'] },
);
