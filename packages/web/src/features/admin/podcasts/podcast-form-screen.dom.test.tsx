import { CreatePodcastBody, ERRORS, type Podcast, ROUTES } from '@app/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, renderApp } from '../../../test/render-app';
import { PodcastFormScreen } from './podcast-form-screen';

const episode: Podcast = {
  id: 4,
  title: 'Batteries in the cold',
  description: 'Why cells fade in winter',
  audioUrl: 'https://cdn.example.com/ep4.mp3',
  embedUrl: null,
  imageUrl: null,
  durationSeconds: 2530,
  publishedAt: '2024-05-01T08:00:00.000Z',
  rank: 0,
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-05-01T08:00:00.000Z',
};
const badLength = ERRORS.durationFormat;

/** The podcast form at `path`, the site holding `episode`; saves answer with what was sent. */
function podcastForm(path: string) {
  const server = fakeServer({
    [`GET ${ROUTES.podcasts.list}`]: () => ok([episode]),
    [`POST ${ROUTES.podcasts.list}`]: ({ body }) => ok({ ...episode, id: 5, ...(body as object) }),
    [`PUT ${ROUTES.podcasts.byId.replace(':id', String(episode.id))}`]: ({ body }) =>
      ok({ ...episode, ...(body as object) }),
  });
  const route = path.endsWith('/new') ? path : '/admin/podcasts/:id/edit';
  const view = renderApp(<PodcastFormScreen />, { server, path, route });
  const saves = () => view.sent.filter((r) => r.method !== 'GET');
  return { ...view, saves };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** A field's new text in one input event (see the item form's tests). */
async function fill(user: ReturnType<typeof renderApp>['user'], input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.paste(text);
}

describe('podcast form', () => {
  it('asks for a title and for some audio, and sends nothing', async () => {
    const { user, saves } = podcastForm('/admin/podcasts/new');
    await user.click(screen.getByRole('button', { name: 'Create episode' }));

    const problems = CreatePodcastBody.safeParse({ title: '' }).error?.issues.map((i) => i.message) ?? [];
    expect(problems).toHaveLength(2);
    for (const text of problems) expect(await screen.findByText(text)).toBeTruthy();
    expect(field(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toEqual([]);
  });

  it('refuses a length that is not one, and sends nothing', async () => {
    const { user, saves } = podcastForm('/admin/podcasts/new');
    await fill(user, field(/^Title/), 'Cold cells');
    await fill(user, field(/^Audio file address/), 'https://cdn.example.com/ep5.mp3');
    await fill(user, field(/^Length/), '42:75');
    await user.click(screen.getByRole('button', { name: 'Create episode' }));

    expect(await screen.findByText(badLength)).toBeTruthy();
    expect(saves()).toEqual([]);
  });

  it('sends the length in seconds and the day as an instant', async () => {
    const { user, saves } = podcastForm('/admin/podcasts/new');
    await fill(user, field(/^Title/), 'Cold cells');
    await fill(user, field(/^Embedded player address/), 'https://player.example.com/5');
    await fill(user, field(/^Length/), '1:02:03');
    await fill(user, field(/^Published/), '2024-06-01T09:30');
    await user.click(screen.getByRole('button', { name: 'Create episode' }));

    await screen.findByRole('status', { name: 'Left for' });
    expect(saves().map((r) => r.body)).toEqual([
      {
        title: 'Cold cells',
        description: '',
        audioUrl: null,
        embedUrl: 'https://player.example.com/5',
        imageUrl: null,
        durationSeconds: 3723,
        publishedAt: new Date('2024-06-01T09:30').toISOString(),
      },
    ]);
  });

  it('sends only what changed when an episode is edited', async () => {
    const { user, saves } = podcastForm(`/admin/podcasts/${episode.id}/edit`);
    const title = await screen.findByLabelText(/^Title/);
    // The stored length shows as h:mm:ss text, and is not sent back unchanged.
    expect(field(/^Length/).value).toBe('42:10');
    await fill(user, title, 'Batteries in the deep cold');
    await fill(user, field(/^Length/), '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(/saved/i);
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.method).toBe('PUT');
    expect(saves()[0]?.body).toEqual({ title: 'Batteries in the deep cold', durationSeconds: 2700 });
  });
});
