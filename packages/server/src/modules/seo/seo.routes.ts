import { ERRORS, type SiteConfig } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { domainLocation, mayBePage } from './domain-redirect';
import { type PageHeadService, pageHeadService } from './page-head.service';
import { pagePaths } from './page-route';
import { seoRepository } from './seo.repository';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapIndex, topicUrls, urlSet } from './sitemap';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the server puts into a page's `<head>`; the SPA shell uses it for every page it sends. */
    pageHeads: PageHeadService;
  }
}

/** The request's own origin; behind a proxy, X-Forwarded-Proto/Host count only with trustProxy on. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Sitemaps change with every catalogue write, but crawlers need not ask more than every few minutes. */
const CACHE = 'public, max-age=300';
const tags = ['seo'];
const TopicParams = z.object({ topic: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  const { brands, brandItems: items, tips } = app;
  const seo = seoRepository(app.db);
  app.decorate(
    'pageHeads',
    pageHeadService({ siteConfigs: app.siteConfigs, brands, brandItems: items, tips, media: app.media }),
  );

  async function topicSitemap(config: SiteConfig, basePath: string, origin: string) {
    const topic = config.websiteTopic;
    const [b, i, t, changes] = await Promise.all([
      brands.sitemapEntries(topic, SITEMAP_MAX_URLS),
      items.sitemapEntries(topic, SITEMAP_MAX_URLS),
      tips.sitemapEntries(topic, SITEMAP_MAX_URLS),
      seo.lastChanges(topic),
    ]);
    const abs = (path: string) => `${origin}${path}`;
    return urlSet(topicUrls(config, pagePaths(basePath), abs, { brands: b, items: i, tips: t, changes }));
  }

  // A topic with a domain of its own is found there only: its prefixed pages on the shared host
  // (same content, another canonical) move there for good, query kept.
  app.addHook('onRequest', async (request, reply) => {
    // Checked first, so the API and the probes never wait for site configs.
    if (!mayBePage(request.method, request.url)) return;
    let configs: SiteConfig[];
    try {
      configs = await app.siteConfigs.all();
    } catch {
      return; // No configs to go by: the page itself answers as the database allows.
    }
    const location = domainLocation(originOf(request), request.url, configs);
    if (location) return reply.header('cache-control', CACHE).redirect(location, 301);
  });

  app.get(
    '/sitemap.xml',
    {
      schema: { tags, summary: 'Sitemap: the topic’s pages on its own domain, else an index of every topic' },
    },
    async (request, reply) => {
      const origin = originOf(request);
      reply.type('application/xml; charset=utf-8').header('cache-control', CACHE);
      const topic = await app.siteConfigs.topicForHost(request.host);
      if (topic) return topicSitemap(await app.siteConfigs.get(topic), '', origin);
      // A topic with its own domain is listed by that domain's sitemap.xml, not here.
      const configs = (await app.siteConfigs.all()).filter((c) => !c.domain);
      return sitemapIndex(
        configs.map((c) => ({ loc: `${origin}/${c.websiteTopic}/sitemap.xml`, lastmod: c.updatedAt })),
      );
    },
  );

  app.get(
    '/:topic/sitemap.xml',
    { schema: { tags, summary: 'Sitemap of one topic on the shared host', params: TopicParams } },
    async (request, reply) => {
      // On a custom domain paths carry no topic, so there is no such file.
      if (await app.siteConfigs.topicForHost(request.host)) throw notFound(ERRORS.notFound);
      const config = (await app.siteConfigs.all()).find((c) => c.websiteTopic === request.params.topic);
      if (!config) throw notFound(`${ERRORS.siteConfigNotFound} '${request.params.topic}'`);
      reply.type('application/xml; charset=utf-8').header('cache-control', CACHE);
      return topicSitemap(config, `/${config.websiteTopic}`, originOf(request));
    },
  );

  app.get(
    '/robots.txt',
    { schema: { tags, summary: 'Crawler rules: all but the API, sign-in, admin and edit screens' } },
    async (request, reply) => {
      const origin = originOf(request);
      const topic = await app.siteConfigs.topicForHost(request.host);
      const bases = topic ? [''] : (await app.siteConfigs.all()).map((c) => `/${c.websiteTopic}`);
      reply.type('text/plain; charset=utf-8').header('cache-control', CACHE);
      return robotsTxt(bases, `${origin}/sitemap.xml`);
    },
  );
};

/**
 * Search-engine side of the storefront: page heads (used by the SPA shell), sitemap.xml and
 * robots.txt, per topic and aware of custom domains. Registered before the SPA plugin so these
 * paths are real routes, never the shell's fallback.
 */
export const seoRoutes = fp(routes, {
  name: 'seo',
  dependencies: ['db', 'brands', 'brand-items', 'tips', 'media'],
});
