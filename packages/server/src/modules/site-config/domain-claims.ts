import { createHmac, hkdfSync } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import http from 'node:http';
import { DOMAIN_ERRORS, DOMAIN_PROOF, Domain, type DomainProof, ERRORS, normaliseHost } from '@app/contract';
import { isPrivateAddress } from '../../lib/private-address';
import type { SiteConfigRepository } from './site-config.repository';

/** How a domain's proof is looked up; tests point it at servers of their own. */
export type DomainCheckSettings = {
  /** DNS servers asked for the TXT record (`host:port`); default: the system's. */
  dnsServers?: string[];
  /** Port of the proof file's plain-HTTP address (the domain's A record); default 80. */
  httpPort?: number;
  /** Each lookup gives up after this long; default 3 s. */
  timeoutMs?: number;
  /** Whether the proof file may be asked of a private or loopback address; default no (tests: yes). */
  privateAddresses?: boolean;
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

  const resolver = () => {
    const r = new Resolver({ timeout: timeoutMs, tries: 1 });
    if (opts.check?.dnsServers) r.setServers(opts.check.dnsServers);
    return r;
  };

  async function dnsProves(domain: string, token: string): Promise<boolean> {
    const records = await resolver()
      .resolveTxt(`${DOMAIN_PROOF.txtLabel}.${domain}`)
      .catch(() => []);
    return records.some((chunks) => chunks.join('').trim() === `${DOMAIN_PROOF.txtPrefix}${token}`);
  }

  /** The proof file, asked of the domain's own address over plain HTTP; no redirect is followed. */
  async function fileProves(domain: string, token: string): Promise<boolean> {
    const [address] = await resolver()
      .resolve4(domain)
      .catch(() => []);
    if (!address || (!opts.check?.privateAddresses && isPrivateAddress(address))) return false;
    const text = await new Promise<string | null>((resolve) => {
      const req = http.get(
        {
          host: address,
          port: opts.check?.httpPort ?? 80,
          path: DOMAIN_PROOF.filePath,
          headers: { host: domain },
          timeout: timeoutMs,
        },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            return resolve(null);
          }
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
            // A token is short: a page is not a proof, and is not read to its end.
            if (body.length > FILE_MAX_BYTES) req.destroy();
          });
          res.on('end', () => resolve(body));
          res.on('error', () => resolve(null));
          res.on('close', () => resolve(body));
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(null));
    });
    return text !== null && text.trim() === token;
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
      const [dns, file] = await Promise.all([dnsProves(host, token), fileProves(host, token)]);
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
