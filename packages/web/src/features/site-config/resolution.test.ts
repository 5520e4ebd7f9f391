import type { ResolveReply, SiteConfig } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { resolutionFromError, resolutionFromReply } from './resolution';

const config = { websiteTopic: 'batteries', title: 'Batteries' } as SiteConfig;
const buildReply = (overrides: Partial<ResolveReply> = {}): ResolveReply => ({
  success: true,
  data: null,
  error: null,
  allConfigs: [],
  viaDomain: false,
  topic: null,
  ...overrides,
});

describe('resolutionFromReply', () => {
  it('is a site when the reply has a config', () => {
    const reply = buildReply({ data: config, topic: 'batteries' });
    expect(resolutionFromReply(reply, 'http://x/batteries')).toEqual({
      kind: 'site',
      topic: 'batteries',
      viaDomain: false,
      config,
    });
  });

  it('is the landing at the root', () => {
    expect(resolutionFromReply(buildReply({ missingTopic: true }), 'http://x/')).toEqual({ kind: 'landing' });
  });

  it('is not found for an unknown topic', () => {
    const reply = buildReply({ notFoundForTopic: 'xyz' });
    expect(resolutionFromReply(reply, 'http://x/xyz/brands')).toEqual({ kind: 'not-found', topic: 'xyz' });
  });

  it('uses the first path segment when the topic is missing below the root', () => {
    const reply = buildReply({ missingTopic: true });
    expect(resolutionFromReply(reply, 'http://x/abc/def')).toEqual({ kind: 'not-found', topic: 'abc' });
  });
});

describe('resolutionFromError', () => {
  it('treats "not found" messages as the not-found-for-topic state', () => {
    expect(resolutionFromError('Site config not found for topic', 'http://x/abc')).toEqual({
      kind: 'not-found',
      topic: 'abc',
    });
    expect(resolutionFromError('Not found', 'http://x/')).toEqual({ kind: 'not-found', topic: 'batteries' });
  });

  it('keeps other errors', () => {
    expect(resolutionFromError('Failed to resolve site config', 'http://x/abc')).toEqual({
      kind: 'failed',
      error: 'Failed to resolve site config',
    });
  });
});
