import { ROUTES, SearchResults } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, renderApp } from '../../test/render-app';
import { SearchScreen } from './search-screen';

/** What the search API answers for "freezer": no brand or item, a guide and an episode. */
const found = SearchResults.parse({
  brands: [],
  brandItems: [],
  ignored: [],
  tips: [
    {
      id: 7,
      title: 'Winter Care for Spare Cells',
      slug: 'winter-care-for-spare-cells',
      imageUrl: null,
      summary: 'Cold drains cells; warm them before use.',
    },
  ],
  podcasts: [
    {
      id: 3,
      title: 'Cells on the Trail',
      imageUrl: null,
      description: 'A mountaineer on keeping headlamp cells alive in the Himalaya.',
      durationSeconds: 1800,
      publishedAt: '2024-05-01T10:00:00.000Z',
    },
  ],
});

function searchFor(q: string, results = found) {
  const server = fakeServer({ [`GET ${ROUTES.search.aggregated}`]: () => ok(results) });
  return renderApp(
    <SearchScreen
      renderBrands={() => <p>brands</p>}
      renderItems={() => <p>items</p>}
      renderLoading={() => <p>Loading</p>}
    />,
    { server, path: `/search?q=${encodeURIComponent(q)}`, route: '/search' },
  );
}

describe('search page', () => {
  it('shows the guides and podcast episodes found, linked to their pages, with what they are about', async () => {
    const { sent } = searchFor('freezer');
    const guides = await screen.findByRole('region', { name: 'Guides' });
    const guide = within(guides).getByRole('link', { name: /Winter Care for Spare Cells/ });
    expect(guide.getAttribute('href')).toBe('/tips/winter-care-for-spare-cells');
    expect(within(guide).getByText('Cold drains cells; warm them before use.')).toBeTruthy();

    const episodes = screen.getByRole('region', { name: 'Podcasts' });
    const episode = within(episodes).getByRole('link', { name: /Cells on the Trail/ });
    expect(episode.getAttribute('href')).toBe('/podcasts#podcast-3');
    expect(within(episode).getByText(/30 min/)).toBeTruthy();

    // The guide and the episode count as results; the page asked for them.
    expect(screen.getByRole('status').textContent).toContain('2 results');
    const asked = sent.find((r) => r.path === ROUTES.search.aggregated)!;
    expect(Number(asked.query.get('tipsLimit'))).toBeGreaterThan(0);
    expect(Number(asked.query.get('podcastsLimit'))).toBeGreaterThan(0);
  });

  it('shows no guide or podcast section when the search found none', async () => {
    searchFor('duracell', { ...found, tips: [], podcasts: [] });
    expect(await screen.findByText(/No results for/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Guides' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Podcasts' })).toBeNull();
  });
});
