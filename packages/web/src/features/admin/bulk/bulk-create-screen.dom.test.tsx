import { BULK_ROWS_ERRORS, CreateBrandItemBody, ERRORS, MAX_BULK_ITEMS, ROUTES } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandPage, buildBrand, buildItem } from '../../../test/factories';
import { failure, fakeServer, ok, renderApp } from '../../../test/render-app';
import { BulkCreateScreen } from './bulk-create-screen';

const duracell = buildBrand({ id: 1, slug: 'duracell', name: 'Duracell' });

/** A site with one brand; `onBulk` answers the create. */
const site = (onBulk = () => ok([])) =>
  fakeServer({
    [`GET ${ROUTES.brands.list}`]: () => ok(brandPage([duracell])),
    [`POST ${ROUTES.brandItems.bulk}`]: onBulk,
  });

async function paste(user: ReturnType<typeof renderApp>['user'], text: string) {
  await user.click(screen.getByLabelText('CSV or JSON rows'));
  await user.paste(text);
}

/** "Row n: problems" as the summary above the preview lists them. */
const summary = async () => {
  const title = await screen.findByText(/needs? a fix before anything can be created/);
  const alert = title.closest('[role="alert"]') as HTMLElement;
  return within(alert)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
};

const createButton = () => screen.getByRole('button', { name: /^Create/ });

describe('bulk create of items', () => {
  it('names each bad row with its problems and creates nothing while any is left', async () => {
    const { user, sent } = renderApp(<BulkCreateScreen mode="brand" />, { server: site() });
    await paste(
      user,
      [
        'name,brandSlug,price,currency',
        'Optimum AA,duracell,9.99,USD',
        'Bad price,duracell,9.9.9,USD',
        'Elsewhere,nobody,1.00,USD',
        ',duracell,1,USD',
        'Yen with cents,duracell,1200.5,JPY',
      ].join('\n'),
    );

    const nameProblem = CreateBrandItemBody.safeParse({ name: '', brandSlug: 'duracell' }).error?.issues[0];
    // The brand check needs the site's brands: the row is named once they have arrived.
    await waitFor(async () =>
      expect(await summary()).toEqual([
        `Row 2: ${BULK_ROWS_ERRORS.badPrice('9.9.9')}`,
        `Row 3: ${BULK_ROWS_ERRORS.unknownBrand('brand', 'nobody')}`,
        `Row 4: ${nameProblem?.path.join('.')}: ${nameProblem?.message}`,
        `Row 5: ${BULK_ROWS_ERRORS.badPrice('1200.5')}`,
      ]),
    );
    expect(screen.getByText('1 ready')).toBeTruthy();
    expect(screen.getByText('4 with problems')).toBeTruthy();
    expect(screen.getByText('Fix 4 rows to continue.')).toBeTruthy();
    expect(createButton().hasAttribute('disabled')).toBe(true);
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says what is wrong with the whole text: not JSON, too many rows', async () => {
    const { user } = renderApp(<BulkCreateScreen mode="brand" />, { server: site() });
    await paste(user, '[{"name": "A"');
    expect(await screen.findByText(/^This is not valid JSON: /)).toBeTruthy();

    await user.clear(screen.getByLabelText('CSV or JSON rows'));
    const rows = Array.from({ length: MAX_BULK_ITEMS + 1 }, (_, i) => ({ name: `Item ${i}` }));
    await paste(user, JSON.stringify(rows));
    expect(await screen.findByText(BULK_ROWS_ERRORS.tooManyRows(MAX_BULK_ITEMS + 1))).toBeTruthy();
    expect(createButton().hasAttribute('disabled')).toBe(true);
  });

  it("sends the rows in minor units, and puts the server's refusal on the row it names", async () => {
    const slugTaken = `Row 2: itemSlug: ${ERRORS.itemSlugTaken}`;
    const server = site(() =>
      failure(400, ERRORS.validation, {
        code: 'VALIDATION',
        issues: [{ path: 'brandItems.1.itemSlug', message: slugTaken }],
      }),
    );
    const { user, sent } = renderApp(<BulkCreateScreen mode="brand" />, { server });
    await paste(
      user,
      ['name,brandSlug,price,currency', 'Optimum AA,duracell,$9.99,usd', 'Yen pack,duracell,1200,JPY'].join(
        '\n',
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Create 2 brand items' }));

    expect(await screen.findByText('Nothing was saved')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      {
        brandItems: [
          { name: 'Optimum AA', brandSlug: 'duracell', priceMinor: 999, currency: 'usd' },
          { name: 'Yen pack', brandSlug: 'duracell', priceMinor: 1200, currency: 'JPY' },
        ],
      },
    ]);
    expect(await summary()).toEqual([`Row 2: itemSlug: ${ERRORS.itemSlugTaken}`]);
    expect(createButton().hasAttribute('disabled')).toBe(true);
  });

  it('clears the rows once they are created', async () => {
    const server = site(() => ok([buildItem({ name: 'Optimum AA' })]));
    const { user } = renderApp(<BulkCreateScreen mode="brand" />, { server });
    await paste(user, 'name,brandSlug\nOptimum AA,duracell');
    await user.click(await screen.findByRole('button', { name: 'Create 1 brand item' }));

    expect((await screen.findByRole('status')).textContent).toMatch(/^1 item created/);
    expect((screen.getByLabelText('CSV or JSON rows') as HTMLTextAreaElement).value).toBe('');
    expect(await screen.findByText('Rows appear here as soon as you paste or upload them.')).toBeTruthy();
  });
});
