import { ROUTES, type SearchResults } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildItem } from '../../test/factories';
import { fakeServer, ok, renderApp } from '../../test/render-app';
import { SearchBox } from './search-box';
import { SearchScreen } from './search-screen';

const results = (ignored: string[]): SearchResults =>
  ({
    brands: [],
    brandItems: [
      buildItem({ id: 1, name: 'Eneloop AA Rechargeable Batteries, 8 Pack' }),
      buildItem({ id: 2, itemSlug: 'ebl-aa', name: 'EBL AA Rechargeable Batteries 2800 mAh, 8 Pack' }),
    ],
    tips: [],
    podcasts: [],
    ignored,
  }) as SearchResults;

const server = (ignored: string[]) =>
  fakeServer({ [`GET ${ROUTES.search.aggregated}`]: () => ok(results(ignored)) });

const screenAt = (q: string, ignored: string[]) =>
  renderApp(
    <SearchScreen
      renderBrands={() => null}
      renderItems={(items) => (
        <ul>
          {items.map((i) => (
            <li key={i.id}>{i.name}</li>
          ))}
        </ul>
      )}
      renderLoading={() => <p>Loading</p>}
    />,
    { server: server(ignored), path: `/search?q=${encodeURIComponent(q)}`, route: '/search' },
  );

describe('results that leave words out', () => {
  it('say so above the results, the words left out struck through', async () => {
    screenAt('Rechargeable AA batteries for my Kids toys', ['Kids', 'toys']);
    await screen.findByText('Eneloop AA Rechargeable Batteries, 8 Pack');
    const notice = screen.getByRole('status');
    expect(notice.textContent).toMatch(/^No exact match for every word\. Showing results for “/);
    const struck = [...notice.querySelectorAll('del')].map((d) => d.textContent);
    expect(struck).toEqual(['Kids', 'toys']);
    // The words kept are there, not struck.
    expect(notice.textContent).toContain('Rechargeable AA batteries for my');
    expect(screen.queryByText(/results for/, { selector: '[role=status] > *' })).toBeNull();
  });

  it('count the results as usual when every word matched', async () => {
    screenAt('eneloop aa', []);
    await screen.findByText('Eneloop AA Rechargeable Batteries, 8 Pack');
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('2 results for “eneloop aa”');
    expect(notice.querySelector('del')).toBeNull();
  });

  it('show in the search box suggestions, with the words left out', async () => {
    const { user } = renderApp(<SearchBox />, { server: server(['warehou']), path: '/' });
    await user.type(screen.getByRole('combobox'), 'duracell aa warehou');
    const list = await screen.findByRole('listbox');
    await within(list).findByText('Eneloop AA Rechargeable Batteries, 8 Pack');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toMatch(/No exact match for every word/);
    expect([...notice.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['warehou']);
  });
});
