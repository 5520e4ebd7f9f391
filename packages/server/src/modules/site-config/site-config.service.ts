import {
  type DomainProof,
  ERRORS,
  normaliseHost,
  pathSegments,
  type ResolveReply,
  resolveTopic,
  type SiteConfig,
  type SiteConfigLight,
  type UpdateSiteConfigBody,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../errors';
import type { Actor } from '../activity';
import { publishChange } from '../changes';
import { type DomainCheckSettings, domainClaims } from './domain-claims';
import { marketplaceSettingsService } from './marketplace-settings.service';
import type { SiteConfigRepository, SiteConfigRow } from './site-config.repository';

export const toSiteConfig = (row: SiteConfigRow): SiteConfig => ({
  websiteTopic: row.websiteTopic,
  domain: row.domain,
  title: row.title,
  tagline: row.tagline,
  description: row.description,
  logoUrl: row.logoUrl,
  primaryColor: row.primaryColor,
  secondaryColor: row.secondaryColor,
  contactEmail: row.contactEmail,
  marketplaceBaseUrl: row.marketplaceBaseUrl,
  marketplaceAffiliateTag: row.marketplaceAffiliateTag,
  priceMaxAgeHours: row.priceMaxAgeHours,
  updatedAt: row.updatedAt.toISOString(),
});

const toLight = (c: SiteConfig): SiteConfigLight => ({
  websiteTopic: c.websiteTopic,
  domain: c.domain,
  title: c.title,
  tagline: c.tagline,
  primaryColor: c.primaryColor,
  secondaryColor: c.secondaryColor,
});

/** Configs change rarely and are read on every request, so they are cached briefly. */
const CACHE_TTL_MS = 30_000;

/**
 * `publicHosts` are the deployment's shared hosts, under which every topic is served by path
 * prefix: no topic may claim one as its domain, since it would capture every other topic's pages.
 * Other hosts seen serving shared pages are claimed only with a proof (domain-claims.ts).
 */
export function siteConfigService(
  repo: SiteConfigRepository,
  opts: {
    publicHosts?: string[];
    signingSecret?: string;
    domainCheck?: DomainCheckSettings | undefined;
    /** Where a background re-read that failed is told (the configs kept answer meanwhile). */
    log?: Pick<FastifyBaseLogger, 'warn'>;
  } = {},
) {
  const shared = new Set((opts.publicHosts ?? []).map(normaliseHost));
  const isShared = (domain: string) => shared.has(normaliseHost(domain));
  const claims = domainClaims(repo, {
    publicHosts: shared,
    signingSecret: opts.signingSecret ?? crypto.randomUUID(),
    check: opts.domainCheck,
  });
  let cache: { at: number; configs: SiteConfig[] } | null = null;
  /** The configs last read, kept through invalidation: requests resolve topics from them while the database is away. */
  let lastKnown: SiteConfig[] | null = null;
  let loading: Promise<SiteConfig[]> | null = null;
  let generation = 0;

  async function load(): Promise<SiteConfig[]> {
    const started = generation;
    // A row that names a shared host (stored before the rule, or with PUBLIC_HOSTS since
    // changed) is treated as having no domain, so host resolution can never be captured by it.
    const configs = (await repo.list())
      .map(toSiteConfig)
      .map((c) => (c.domain && isShared(c.domain) ? { ...c, domain: null } : c));
    lastKnown = configs;
    // A write during the read retired what it read.
    if (started === generation) cache = { at: Date.now(), configs };
    return configs;
  }

  function invalidate() {
    generation++;
    cache = null;
    loading = null;
  }

  const refresh = () => {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  };

  async function all(): Promise<SiteConfig[]> {
    if (cache && Date.now() - cache.at < CACHE_TTL_MS) return cache.configs;
    // Expired configs answer while a fresh read runs in the background: no request waits for it.
    if (cache) {
      refresh().catch((err: unknown) => {
        opts.log?.warn({ err }, 'site configs could not be read again: the ones read before still answer');
      });
      return cache.configs;
    }
    try {
      return await refresh();
    } catch (err) {
      if (lastKnown) return lastKnown;
      throw err;
    }
  }

  /**
   * Refuses a shared host, a host another topic has in any spelling (case, `www.`, trailing dot),
   * and a host seen serving shared pages that the topic has not proven its own.
   */
  async function assertClaimable(topic: string, domain: string | null | undefined) {
    if (!domain) return;
    const claim = await claims.claim(topic, domain, (await repo.get(topic))?.domain ?? null);
    if (!claim.claimable) throw conflict(claim.reason ?? ERRORS.domainTaken);
  }

  return {
    all,
    invalidate,
    /** Admin settings of the marketplace; the crawler reads the credentials through `access`. */
    marketplace: marketplaceSettingsService(repo.marketplace, invalidate),

    async list(): Promise<SiteConfigLight[]> {
      return (await all()).map(toLight);
    },

    async get(topic: string): Promise<SiteConfig> {
      const config = (await all()).find((c) => c.websiteTopic === topic);
      if (!config) throw notFound(`${ERRORS.siteConfigNotFound} '${topic}'`);
      return config;
    },

    async exists(topic: string): Promise<boolean> {
      return (await all()).some((c) => c.websiteTopic === topic);
    },

    /** The topic whose domain `host` is; a host that is none serves shared pages, and is noted so. */
    async topicForHost(host: string): Promise<string | null> {
      const h = normaliseHost(host);
      const topic =
        (await all()).find((c) => c.domain && normaliseHost(c.domain) === h)?.websiteTopic ?? null;
      if (topic === null) claims.noteShared(h);
      return topic;
    },

    /** The topic's proof token and steps; with a domain, whether the topic may claim it now. */
    async domainProof(topic: string, domain: string | undefined): Promise<DomainProof> {
      const current = (await repo.get(topic))?.domain ?? null;
      const named = domain ?? current;
      const check = domain ? { domain, ...(await claims.claim(topic, domain, current)) } : null;
      return { ...claims.proof(topic, named), check };
    },

    async update(topic: string, actor: Actor, body: UpdateSiteConfigBody): Promise<SiteConfig> {
      await assertClaimable(topic, body.domain);
      try {
        return await repo.inTransaction(async (tx) => {
          const before = await repo.locked(tx, topic);
          const row = before && (await repo.update(topic, body, tx));
          if (!before || !row) throw notFound(`${ERRORS.siteConfigNotFound} '${topic}'`);
          const config = toSiteConfig(row);
          await publishChange(tx, topic, actor, {
            action: 'update',
            entityType: 'siteConfig',
            entityLabel: config.title,
            before: toSiteConfig(before),
            after: config,
          });
          return config;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(ERRORS.domainTaken);
        throw err;
      } finally {
        invalidate();
      }
    },

    /** Which topic a page URL shows, and how the client should build its links. */
    async resolve(url: URL): Promise<Omit<ResolveReply, 'success' | 'error'>> {
      if (!pathSegments(url.pathname)) {
        throw badRequest(ERRORS.badUrl, [{ path: 'querystring.url', message: ERRORS.badUrl }]);
      }
      const configs = await all();
      const allConfigs = configs.map(toLight);
      const r = resolveTopic(url, configs);
      if (r.kind === 'landing') {
        return { data: null, allConfigs, viaDomain: false, topic: null, missingTopic: true };
      }
      const config = configs.find((c) => c.websiteTopic === r.topic) ?? null;
      if (!config) {
        return { data: null, allConfigs, viaDomain: false, topic: r.topic, notFoundForTopic: r.topic };
      }
      return { data: config, allConfigs, viaDomain: r.kind === 'domain', topic: r.topic };
    },
  };
}
export type SiteConfigService = ReturnType<typeof siteConfigService>;
