import { DEFAULT_TOPIC, resolveTopic, withTopicParam } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, fillPath } from './api-url';
import { getCurrentTopic, setCurrentTopic, topicFromLocation, topicUrl } from './topic';

describe('withTopicParam', () => {
  it('adds websiteTopic to a path with no query', () => {
    expect(withTopicParam('/api/brands', 'beautyluxdeluxe')).toBe('/api/brands?websiteTopic=beautyluxdeluxe');
  });

  it("keeps a query's other parameters, in their order, and adds websiteTopic last", () => {
    expect(withTopicParam('/api/brands?page=2&isCategory=true', 'test')).toBe(
      '/api/brands?page=2&isCategory=true&websiteTopic=test',
    );
  });

  it('replaces a websiteTopic already there instead of adding a second one', () => {
    expect(withTopicParam('/api/tips?websiteTopic=batteries&page=1', 'test')).toBe(
      '/api/tips?websiteTopic=test&page=1',
    );
  });

  it('keeps the fragment after the query', () => {
    expect(withTopicParam('/api/tips?page=1#top', 'test')).toBe('/api/tips?page=1&websiteTopic=test#top');
    expect(withTopicParam('/api/tips#top', 'test')).toBe('/api/tips?websiteTopic=test#top');
  });

  it('works on an absolute URL and keeps encoded values encoded', () => {
    expect(withTopicParam('https://shop.example/api/search?q=a%26b+c', 'test')).toBe(
      'https://shop.example/api/search?q=a%26b+c&websiteTopic=test',
    );
  });

  it('uses the default topic when none is given', () => {
    expect(withTopicParam('/api/podcasts')).toBe(`/api/podcasts?websiteTopic=${DEFAULT_TOPIC}`);
  });
});

describe('resolveTopic', () => {
  const domains = [
    { websiteTopic: 'beautyluxdeluxe', domain: 'www.BeautyLux.example' },
    { websiteTopic: 'test', domain: null },
  ];

  it("a host matching a topic's domain is that topic with no path prefix (case, port and www. ignored)", () => {
    expect(resolveTopic(new URL('https://beautylux.example:8443/brands'), domains)).toEqual({
      kind: 'domain',
      topic: 'beautyluxdeluxe',
      basePath: '',
    });
  });

  it('otherwise the first path segment names the topic, lower-cased and decoded', () => {
    expect(resolveTopic(new URL('http://localhost/Test/brands'), domains)).toEqual({
      kind: 'path',
      topic: 'test',
      basePath: '/test',
    });
    expect(resolveTopic(new URL('http://localhost/caf%C3%A9'), domains).topic).toBe('café');
  });

  it('an empty path is the landing page', () => {
    expect(resolveTopic(new URL('http://localhost/'), domains)).toEqual({
      kind: 'landing',
      topic: null,
      basePath: '',
    });
  });

  it('a segment that is not valid percent-encoding is returned as written', () => {
    expect(resolveTopic(new URL('http://localhost/%E0%A4%A/x'), domains).topic).toBe('%e0%a4%a');
  });
});

describe('the current topic of the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setCurrentTopic(DEFAULT_TOPIC);
  });

  it('before start-up: the first path segment, or the default topic', () => {
    expect(topicFromLocation()).toBe(DEFAULT_TOPIC);
    vi.stubGlobal('window', { location: { href: 'http://localhost/test/tips' } });
    expect(topicFromLocation()).toBe('test');
    vi.stubGlobal('window', { location: { href: 'http://localhost/' } });
    expect(topicFromLocation()).toBe(DEFAULT_TOPIC);
  });

  it('once set, names every read: topicUrl and apiUrl carry it', () => {
    setCurrentTopic('beautyluxdeluxe');
    expect(getCurrentTopic()).toBe('beautyluxdeluxe');
    expect(topicUrl('/api/podcasts')).toBe('/api/podcasts?websiteTopic=beautyluxdeluxe');
    expect(topicUrl('/api/podcasts', 'test')).toBe('/api/podcasts?websiteTopic=test');
    // Empty parameters are left out and lists are comma-joined.
    expect(
      apiUrl('/api/brands/featured', {
        isCategory: false,
        limit: 8,
        excludeIds: [3, 5],
        q: '',
        none: undefined,
      }),
    ).toBe('/api/brands/featured?isCategory=false&limit=8&excludeIds=3%2C5&websiteTopic=beautyluxdeluxe');
    expect(apiUrl('/api/brands', { excludeIds: [] })).toBe('/api/brands?websiteTopic=beautyluxdeluxe');
    expect(fillPath('/api/brands/:slug', { slug: 'a b/c' })).toBe('/api/brands/a%20b%2Fc');
  });
});
