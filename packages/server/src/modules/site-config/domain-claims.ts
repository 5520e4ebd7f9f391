import { createHmac, hkdfSync } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { DOMAIN_ERRORS, DOMAIN_PROOF, Domain, type DomainProof, ERRORS, normaliseHost } from '@app/contract';
import type { SiteConfigRepository } from './site-config.repository';

/** How a domain's proof is looked up; tests point it at servers of their own. */
export type DomainCheckSettings = {
  /** DNS servers asked for the TXT record (`host:port`); default: the system's. */
  dnsServers?: string[];
  /** Port of the proof file's plain-HTTP address; default 80. */
  httpPort?: number;
  /** Each lookup gives up after this long; default 3 s. */
  timeoutMs?: number;
};

/** At most this many hosts are remembered per process; beyond it each new one is written again. */
const MEMO_MAX = 10_000;
/** The proof file is read up to this many bytes: it holds a token, not a page. */
const FILE_MAX_BYTES = 1024;

type Claim = { claimable: boolean; verifiedBy: 'dns' | 'file' | null; reason: string | null };

/**
 * Who may claim a domain. A host that has served the deployment's pages by path prefix (every
 * topic under one address) is shared: a topic taking it as its domain would capture every other
 * topic's pages there. Each process records such hosts in `shared_hosts` (once per host) as they
 * are seen; a topic may claim one only with a proof that the domain is its owner's.
 */
export function domainClaims(
  repo: SiteConfigRepository,
  opts: { publicHosts: Set<string>; signingSecret: string; check?: DomainCheckSettings | undefined },
) {
  const seen = new Set<string>();
  const tokenKey = Buffer.from(hkdfSync('sha256', opts.signingSecret, 'catalogue', 'domain proof v1', 32));
  const timeoutMs = opts.check?.timeoutMs ?? 3000;

  /** The topic's proof token: the same in every process that shares the signing secret. */
  const tokenOf = (topic: string) =>
    createHmac('sha256', tokenKey).update(topic).digest('base64url').slice(0, 32);

  async function dnsProves(domain: string, token: string): Promise<boolean> {
    const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    if (opts.check?.dnsServers) resolver.setServers(opts.check.dnsServers);
    const records = await resolver.resolveTxt(`${DOMAIN_PROOF.txtLabel}.${domain}`).catch(() => []);
    return records.some((chunks) => chunks.join('').trim() === `${DOMAIN_PROOF.txtPrefix}${token}`);
  }

  async function fileProves(domain: string, token: string): Promise<boolean> {
    const port = opts.check?.httpPort ? `:${opts.check.httpPort}` : '';
    try {
      // No redirects: the proof must be served by the domain itself.
      const res = await fetch(`http://${domain}${port}${DOMAIN_PROOF.filePath}`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status !== 200 || !res.body) return false;
      const reader = res.body.getReader();
      let text = '';
      const decoder = new TextDecoder();
      while (text.length <= FILE_MAX_BYTES) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      await reader.cancel().catch(() => {});
      return text.trim() === token;
    } catch {
      return false;
    }
  }

  async function wasShared(host: string): Promise<boolean> {
    return seen.has(host) || (await repo.sharedHost(host));
  }

  return {
    tokenOf,

    /**
     * Called for each request whose host is no topic's domain: the host served shared pages.
     * Written in the background, once per host per process; a failed write is tried again later.
     */
    noteShared(rawHost: string) {
      const host = normaliseHost(rawHost);
      if (seen.has(host) || !Domain.safeParse(host).success) return;
      if (seen.size < MEMO_MAX) seen.add(host);
      repo.noteSharedHost(host).catch(() => seen.delete(host));
    },

    /** Whether `topic` may take `domain` now (its current domain it keeps without a proof). */
    async claim(topic: string, domain: string, current: string | null): Promise<Claim> {
      const host = normaliseHost(domain);
      if (opts.publicHosts.has(host))
        return { claimable: false, verifiedBy: null, reason: ERRORS.domainShared };
      const rows = await repo.list();
      if (rows.some((r) => r.websiteTopic !== topic && r.domain && normaliseHost(r.domain) === host))
        return { claimable: false, verifiedBy: null, reason: ERRORS.domainTaken };
      if ((current && normaliseHost(current) === host) || !(await wasShared(host)))
        return { claimable: true, verifiedBy: null, reason: null };
      const token = tokenOf(topic);
      const [dns, file] = await Promise.all([dnsProves(host, token), fileProves(domain, token)]);
      if (dns || file) return { claimable: true, verifiedBy: dns ? 'dns' : 'file', reason: null };
      return { claimable: false, verifiedBy: null, reason: DOMAIN_ERRORS.servedShared(host) };
    },

    /** The steps shown in site settings, for the domain typed (or the topic's own). */
    proof(topic: string, domain: string | null): Omit<DomainProof, 'check'> {
      const token = tokenOf(topic);
      const host = domain ? normaliseHost(domain) : null;
      return {
        token,
        txtName: host ? `${DOMAIN_PROOF.txtLabel}.${host}` : null,
        txtValue: `${DOMAIN_PROOF.txtPrefix}${token}`,
        fileUrl: domain ? `http://${domain}${DOMAIN_PROOF.filePath}` : null,
      };
    },
  };
}
export type DomainClaims = ReturnType<typeof domainClaims>;
