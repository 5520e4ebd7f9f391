import { FIRST_PAGE, ROUTES, TIPS_PAGE_SIZE } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandItemsApi } from '../features/brand-items/brand-items-api';
import { brandsApi } from '../features/brands/brands-api';
import { podcastsApi } from '../features/podcasts/podcasts-api';
import { searchQueryChanged } from '../features/search/search-slice';
import { tipsApi } from '../features/tips/tips-api';
import { setCurrentTopic } from '../lib/topic';
import { topicChanged } from '../lib/topic-events';
import { buildBrand, buildItem } from '../test/factories';
import { buildStore } from './store';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data, error: null }), {
    headers: { 'content-type': 'application/json' },
  });

/** A server whose every topic has one brand and one item, each named after the topic (whole, as the contract has them). */
function topicServer() {
  const calls: { path: string; topic: string | null }[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    const topic = url.searchParams.get('websiteTopic');
    calls.push({ path: url.pathname, topic });
    const id = topic === 'batteries' ? 1 : 2;
    switch (url.pathname) {
      case ROUTES.brands.featured:
        return envelope({ items: [buildBrand({ id, name: `${topic} brand` })], remaining: 0 });
      case ROUTES.brandItems.list:
        return envelope({
          items: [buildItem({ id, name: `${topic} item` })],
          page: 1,
          pageSize: 12,
          pageCount: 1,
          total: 1,
        });
      case ROUTES.tips.list:
        return envelope({ items: [], page: 1, pageSize: TIPS_PAGE_SIZE, pageCount: 1, total: 0 });
      case ROUTES.podcasts.list:
        return envelope([]);
      default:
        return new Response('{}', { status: 404 });
    }
  }) as typeof fetch;
  return { calls, fetchFn };
}

const LISTS = [ROUTES.brands.featured, ROUTES.brandItems.list, ROUTES.tips.list, ROUTES.podcasts.list];

describe('a topic change (spec section 4)', () => {
  afterEach(() => setCurrentTopic('batteries'));

  it('resets the catalogue state and reloads brands, brand items, tips and podcasts for the new topic', async () => {
    const { calls, fetchFn } = topicServer();
    const store = buildStore({ extra: { fetchFn } });
    setCurrentTopic('batteries');
    const subscriptions = [
      store.dispatch(brandsApi.endpoints.getFeaturedBrands.initiate({ isCategory: false })),
      store.dispatch(brandItemsApi.endpoints.getBrandItems.initiate({ isCategory: false })),
      store.dispatch(tipsApi.endpoints.getTips.initiate({ page: FIRST_PAGE, pageSize: TIPS_PAGE_SIZE })),
      store.dispatch(podcastsApi.endpoints.getPodcasts.initiate()),
    ];
    await Promise.all(subscriptions);
    store.dispatch(searchQueryChanged('lithium'));
    expect(store.getState().brands.featured.brands.items.map((b) => b.name)).toEqual(['batteries brand']);
    expect(store.getState().search.query).toBe('lithium');
    expect(calls.map((c) => c.topic)).toEqual(['batteries', 'batteries', 'batteries', 'batteries']);

    setCurrentTopic('beautyluxdeluxe');
    store.dispatch(topicChanged('beautyluxdeluxe'));
    // What was shown of the old topic is gone at once...
    expect(store.getState().brands.featured.brands.items).toEqual([]);
    expect(store.getState().search.query).toBe('');

    // ...and every list the screens hold is fetched again, for the new topic.
    await vi.waitFor(() =>
      expect(
        calls
          .filter((c) => c.topic === 'beautyluxdeluxe')
          .map((c) => c.path)
          .sort(),
      ).toEqual([...LISTS].sort()),
    );
    await vi.waitFor(() =>
      expect(store.getState().brands.featured.brands.items.map((b) => b.name)).toEqual([
        'beautyluxdeluxe brand',
      ]),
    );
    const items = () => brandItemsApi.endpoints.getBrandItems.select({ isCategory: false })(store.getState());
    await vi.waitFor(() => expect(items().data?.items.map((i) => i.name)).toEqual(['beautyluxdeluxe item']));
    for (const s of subscriptions) s.unsubscribe();
  });
});
