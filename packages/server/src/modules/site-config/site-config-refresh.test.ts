/*
 * Site configs past their time answer at once while a fresh read runs in the background; when that
 * read fails, the configs read before keep answering and the failure is logged, not swallowed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfigRepository, SiteConfigRow } from './site-config.repository';
import { siteConfigService } from './site-config.service';

const row = {
  websiteTopic: 'batteries',
  domain: null,
  title: 'Batteries',
  tagline: null,
  description: null,
  logoUrl: null,
  primaryColor: '#000080',
  secondaryColor: '#dc143c',
  contactEmail: null,
  marketplaceBaseUrl: null,
  marketplaceAffiliateTag: null,
  priceMaxAgeHours: 24,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
} as unknown as SiteConfigRow;

afterEach(() => {
  vi.useRealTimers();
});

describe('site configs read again in the background', () => {
  it('keep answering with the configs read before when the read fails, and log the failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let reads = 0;
    const failure = new Error('connection terminated');
    const repo = {
      list: async () => {
        reads++;
        if (reads > 1) throw failure;
        return [row];
      },
    } as unknown as SiteConfigRepository;
    const warn = vi.fn();
    const configs = siteConfigService(repo, { log: { warn } });

    const first = await configs.all();
    expect(first.map((c) => c.websiteTopic)).toEqual(['batteries']);
    // Past the half-minute the configs are kept for.
    vi.setSystemTime(Date.now() + 60_000);
    expect(await configs.all()).toBe(first);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(reads).toBe(2);
    expect(warn).toHaveBeenCalledWith(
      { err: failure },
      expect.stringContaining('site configs could not be read'),
    );
  });
});
