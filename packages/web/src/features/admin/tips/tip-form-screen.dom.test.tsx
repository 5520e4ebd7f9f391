import { CreateTipBody, ROUTES } from '@app/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, renderApp } from '../../../test/render-app';
import { TipFormScreen } from './tip-form-screen';

/** A new tip's form; the server saves what it gets. */
function newTip() {
  const server = fakeServer({
    [`POST ${ROUTES.tips.list}`]: ({ body }) =>
      ok({
        id: 9,
        slug: 'saved',
        imageUrl: null,
        summaryHtml: '',
        bodyHtml: '',
        seoTitle: null,
        seoDescription: null,
        seoKeywords: null,
        seoLocked: false,
        rank: 0,
        createdAt: '2024-05-01T10:00:00.000Z',
        updatedAt: '2024-05-01T10:00:00.000Z',
        ...(body as object),
      }),
  });
  const view = renderApp(<TipFormScreen />, { server, path: '/admin/tips/new' });
  const creates = () => view.sent.filter((r) => r.method === 'POST');
  return { ...view, creates };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const createTip = () => screen.getByRole('button', { name: 'Create tip' });

/** A field's new text in one input event (see the item form's tests). */
async function fill(user: ReturnType<typeof renderApp>['user'], input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.paste(text);
}

/** The contract's word on one field of a new tip. */
const problemOf = (body: object) => CreateTipBody.safeParse(body).error?.issues[0]?.message;

describe('tip form', () => {
  it('asks for a title and sends nothing', async () => {
    const { user, creates } = newTip();
    await screen.findByLabelText(/^Title/);
    await user.click(createTip());

    expect(await screen.findByText(problemOf({ title: '' })!)).toBeTruthy();
    expect(field(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(creates()).toEqual([]);
  });

  it('refuses a slug that is not one, and sends nothing', async () => {
    const { user, creates } = newTip();
    await fill(user, await screen.findByLabelText(/^Title/), 'Store cells cool');
    await fill(user, field(/^Slug/), 'store cells!');
    await user.click(createTip());

    expect(await screen.findByText(problemOf({ title: 'x', slug: 'store cells!' })!)).toBeTruthy();
    expect(creates()).toEqual([]);
  });

  it('sends the title, and no slug when none is typed (the server makes it)', async () => {
    const { user, creates } = newTip();
    await fill(user, await screen.findByLabelText(/^Title/), 'Store cells cool');
    await user.click(createTip());

    await screen.findByRole('status', { name: 'Left for' });
    expect(creates()).toHaveLength(1);
    expect(creates()[0]?.body).toMatchObject({ title: 'Store cells cool', imageUrl: null });
    expect(creates()[0]?.body).not.toHaveProperty('slug');
  });
});
