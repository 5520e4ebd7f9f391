import { createHmac } from 'node:crypto';
import { ERRORS, type LoginBody } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { tooManyRequests } from '../../errors';

export type LoginLimitOptions = {
  /** Attempts per minute from one address, against spraying many accounts. */
  maxPerIp: number;
  /** Attempts per 15 minutes at one account from one address, against guessing its password. */
  maxPerAccountAndAddress: number;
  /**
   * Attempts per 15 minutes at one account from all the addresses that have never signed in to
   * it, together: against guessing from many addresses. Known addresses are never held back by it.
   */
  maxPerAccountFromNewAddresses: number;
};

const WINDOW = '15 minutes';

const accountOf = (request: FastifyRequest) => {
  const body = request.body as Partial<LoginBody> | undefined;
  return `${body?.websiteTopic}:${String(body?.email ?? '')
    .trim()
    .toLowerCase()}`;
};

/**
 * The sign-in limits. A limit reached for an account is logged once per window at warn level,
 * with the account and the address, so the operator (and through them the owner) hears of it.
 */
export function loginLimits(app: FastifyInstance, opts: LoginLimitOptions) {
  const perIp = app.createRateLimit({
    max: opts.maxPerIp,
    timeWindow: '1 minute',
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  const perAccountAndAddress = app.createRateLimit({
    max: opts.maxPerAccountAndAddress,
    timeWindow: WINDOW,
    keyGenerator: (request) => `login-pair:${accountOf(request)}:${request.ip}`,
  });
  const perAccountFromNewAddresses = app.createRateLimit({
    max: opts.maxPerAccountFromNewAddresses,
    timeWindow: WINDOW,
    keyGenerator: (request) => `login-account:${accountOf(request)}`,
  });
  const warned = new LRUCache<string, true>({ max: 10_000, ttl: 15 * 60_000 });

  const enforce = async (
    check: ReturnType<FastifyInstance['createRateLimit']>,
    request: FastifyRequest,
    reply: FastifyReply,
    which?: string,
  ) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    if (which && !warned.has(limit.key)) {
      warned.set(limit.key, true);
      request.log.warn(
        { account: accountOf(request), address: request.ip, limit: which, attempts: limit.max + 1 },
        `sign-in held back: more than ${limit.max} attempts in ${WINDOW} (${which})`,
      );
    }
    reply.header('retry-after', limit.ttlInSeconds);
    throw tooManyRequests(ERRORS.tooManyLogins);
  };

  return {
    /** Before anything is read: the address's limit, then the account-and-address pair's. */
    async beforeLogin(request: FastifyRequest, reply: FastifyReply) {
      await enforce(perIp, request, reply);
      await enforce(perAccountAndAddress, request, reply, 'account and address');
    },
    /** For an address that has never signed in to the account. */
    newAddress(request: FastifyRequest, reply: FastifyReply) {
      return enforce(perAccountFromNewAddresses, request, reply, 'account from new addresses');
    },
  };
}

/** A keyed hash of a client address: the database learns which addresses are known, never which they are. */
export const addressHasher = (secret: string) => {
  const key = createHmac('sha256', secret).update('login-known-address').digest();
  return (address: string) => createHmac('sha256', key).update(address).digest('hex');
};
