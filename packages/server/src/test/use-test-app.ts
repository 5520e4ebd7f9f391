import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, signInCast, type TestApp } from './test-app';

export type Headers = Record<string, string>;

/**
 * The app on a fresh database for the tests of a `describe`, with the usual cast signed in
 * (`signInCast`): it starts before the first test and closes after the last. The cast's header
 * objects are filled in before the first test, so they may be destructured at once.
 */
export function useTestApp() {
  const running = {} as { t: TestApp };
  const cast = { admin: {} as Headers, testAdmin: {} as Headers, shopper: {} as Headers };
  beforeAll(async () => {
    running.t = await buildTestApp();
    const signedIn = await signInCast(running.t.app);
    Object.assign(cast.admin, signedIn.admin);
    Object.assign(cast.testAdmin, signedIn.testAdmin);
    Object.assign(cast.shopper, signedIn.shopper);
  });
  afterAll(() => running.t?.close());

  /** A request as `headers` say (no one by default), with a JSON body when given one. */
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers = {},
    body?: object,
  ) => running.t.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });

  return { ...cast, call };
}
