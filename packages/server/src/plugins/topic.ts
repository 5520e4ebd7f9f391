import { ROUTES, TopicSlug } from '@app/contract';
import fp from 'fastify-plugin';
import { badRequest } from '../errors';
import type { SiteConfigService } from '../modules/site-config/site-config.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The topic this request reads from (or, after requireAdmin, writes to). */
    topic: string;
    topicSource: 'query' | 'domain' | 'default';
  }
}

/**
 * Resolves the topic once per request: the `websiteTopic` query parameter (which must name an
 * existing site), else the topic whose custom domain is the request's host, else the default topic.
 */
export const topicPlugin = fp<{ defaultTopic: string; siteConfigs: SiteConfigService }>(
  async (app, { defaultTopic, siteConfigs }) => {
    app.decorateRequest('topic', '');
    app.decorateRequest('topicSource', 'default');
    app.addHook('onRequest', async (request) => {
      // Liveness and readiness answer from the process alone, whatever the database is doing.
      if (request.url === ROUTES.health || request.url === ROUTES.ready) return;
      const raw = (request.query as Record<string, unknown> | undefined)?.websiteTopic;
      if (typeof raw === 'string' && raw !== '') {
        const parsed = TopicSlug.safeParse(raw);
        if (!parsed.success) throw badRequest(`websiteTopic: ${parsed.error.issues[0]?.message}`);
        // A site that does not exist is a 404 (the site-config error), not empty lists that
        // look like a site with nothing in it.
        await siteConfigs.get(parsed.data);
        request.topic = parsed.data;
        request.topicSource = 'query';
        return;
      }
      const byDomain = await siteConfigs.topicForHost(request.host);
      if (byDomain) {
        request.topic = byDomain;
        request.topicSource = 'domain';
        return;
      }
      request.topic = defaultTopic;
      request.topicSource = 'default';
    });
  },
  { name: 'topic' },
);
