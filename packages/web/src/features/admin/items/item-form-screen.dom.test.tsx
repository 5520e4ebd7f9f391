import { CreateBrandItemBody, ERRORS, ROUTES } from '@app/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandPage, buildBrand, buildItem } from '../../../test/factories';
import { failure, fakeServer, ok, renderApp, type SentRequest } from '../../../test/render-app';
import { ItemFormScreen } from './item-form-screen';

const duracell = buildBrand({ id: 7, slug: 'duracell', name: 'Duracell' });
const badPrice = ERRORS.priceFormat;

/** A site whose only brand the new item starts in; `onCreate` answers the save. */
function newItemForm(onCreate: (request: SentRequest) => ReturnType<typeof ok> = () => ok(buildItem())) {
  const server = fakeServer({
    [`GET ${ROUTES.brands.list}`]: () => ok(brandPage([duracell])),
    [`POST ${ROUTES.brandItems.list}`]: onCreate,
  });
  const view = renderApp(<ItemFormScreen mode="brand" canSave />, {
    server,
    path: '/admin/brand-items/new',
  });
  const field = (label: RegExp) => screen.getByLabelText(label);
  const creates = () => view.sent.filter((r) => r.method === 'POST');
  return { ...view, field, creates };
}

/** What typing does, in one input event: a form re-renders on every key, slow in jsdom. */
async function fill(user: ReturnType<typeof renderApp>['user'], input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.paste(text);
}

const create = () => screen.getByRole('button', { name: 'Create brand item' });

describe('item form', () => {
  it.each([
    ['12.999', 'USD'],
    ['twelve', 'USD'],
    ['1200.5', 'JPY'],
  ])('refuses the price %s %s and sends nothing', async (price, currency) => {
    const { user, field, creates } = newItemForm();
    await fill(user, await screen.findByLabelText(/^Name/), 'Optimum AA');
    await fill(user, field(/^Currency/), currency);
    await fill(user, field(/^Price/), price);
    await user.click(create());

    expect(await screen.findByText(badPrice)).toBeTruthy();
    expect(field(/^Price/).getAttribute('aria-invalid')).toBe('true');
    expect(creates()).toEqual([]);
  });

  it('asks for a name first and sends nothing', async () => {
    const { user, field, creates } = newItemForm();
    await screen.findByLabelText(/^Name/);
    await fill(user, field(/^Price/), '1.00');
    await user.click(create());

    const nameProblem = CreateBrandItemBody.safeParse({ name: '', brandId: duracell.id }).error?.issues.find(
      (i) => i.path[0] === 'name',
    );
    expect(nameProblem).toBeTruthy();
    expect(await screen.findByText(nameProblem!.message)).toBeTruthy();
    expect(field(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(creates()).toEqual([]);
  });

  it.each([
    ['$19.99', 'USD', 1999],
    ['0', 'USD', 0],
    ['1200', 'JPY', 1200],
  ])('sends the price %s %s as %s minor units', async (price, currency, priceMinor) => {
    const { user, field, creates } = newItemForm();
    await screen.findByLabelText(/^Name/);
    await fill(user, field(/^Name/), 'Optimum AA');
    await fill(user, field(/^Currency/), currency);
    await fill(user, field(/^Price/), price);
    await user.click(create());

    // Saved, the form moves to the new item's address.
    await screen.findByRole('status', { name: 'Left for' });
    expect(creates()).toHaveLength(1);
    expect(creates()[0]?.body).toMatchObject({
      brandId: duracell.id,
      name: 'Optimum AA',
      priceMinor,
      currency,
    });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user, field } = newItemForm(() => failure(409, ERRORS.itemSlugTaken, { code: 'CONFLICT' }));
    await screen.findByLabelText(/^Name/);
    await fill(user, field(/^Name/), 'Optimum AA');
    await user.click(create());

    expect(await screen.findByText(ERRORS.itemSlugTaken)).toBeTruthy();
    expect((field(/^Name/) as HTMLInputElement).value).toBe('Optimum AA');
    expect(screen.queryByRole('status', { name: 'Left for' })).toBeNull();
  });
});
