import { expect } from 'vitest';
import type { App } from '../../app';
import { login } from '../../test/test-app';

/** Password an admin gives a new account in tests; the person replaces it at first sign-in. */
export const INITIAL_PASSWORD = 'initial-password-1';
export const CHOSEN_PASSWORD = 'chosen-password-22';

/**
 * Adds a person through the team API, signs them in and has them choose their own password,
 * as the web app makes them do: returns their bearer header, ready to write.
 */
export async function addMember(
  app: App,
  admin: { authorization: string },
  email: string,
  role: 'admin' | 'editor' | 'user',
  topic = 'batteries',
) {
  const added = await app.inject({
    method: 'POST',
    url: '/api/team',
    headers: admin,
    payload: { email, role, password: INITIAL_PASSWORD },
  });
  expect(added.statusCode, added.body).toBe(201);
  const first = await login(app, email, INITIAL_PASSWORD, topic);
  const changed = await app.inject({
    method: 'POST',
    url: '/auth/password',
    headers: { authorization: first.authorization },
    payload: { currentPassword: INITIAL_PASSWORD, newPassword: CHOSEN_PASSWORD },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return {
    authorization: `Bearer ${changed.json().data.token as string}`,
    id: added.json().data.member.id as number,
  };
}

export const addEditor = async (app: App, admin: { authorization: string }, email: string) => ({
  authorization: (await addMember(app, admin, email, 'editor')).authorization,
});
