import { STORAGE_KEYS } from '@app/contract';
import { authInitialised } from '../features/auth/auth-slice';
import { readStoredSession } from '../features/auth/auth-storage';
import { checkSession } from '../features/auth/check-session';
import { siteConfigApi } from '../features/site-config/site-config-api';
import { writeStored } from '../lib/storage';
import { setCurrentTopic } from '../lib/topic';
import { topicChanged } from '../lib/topic-events';
import type { AppDispatch } from './store';

/**
 * Spec section 2: resolve the site from the URL, then settle the session; nothing route-related
 * renders before both have ended. Resolution comes first because the stored login is valid
 * only for the topic it was made on.
 */
export async function startUp(dispatch: AppDispatch, href: string): Promise<void> {
  const resolving = dispatch(siteConfigApi.endpoints.resolveSiteConfig.initiate(href));
  const { data } = await resolving;
  resolving.unsubscribe();
  const topic = data?.data ? data.topic : null;
  if (!topic) return;

  setCurrentTopic(topic);
  dispatch(topicChanged(topic));
  writeStored(STORAGE_KEYS.lastTopic, topic);
  const stored = readStoredSession(topic);
  dispatch(authInitialised({ ...stored, topic }));
  // A stored token with no user yet: check it (and get a fresh one) before anything renders.
  if (stored.token) await dispatch(checkSession(topic));
}

/**
 * Start-up of a page the server rendered: the site was resolved there (and the catalogue state
 * it handed over is already this topic's), so only the session is left to settle.
 */
export async function startUpAfterServerRender(dispatch: AppDispatch, topic: string | null): Promise<void> {
  if (!topic) return;
  writeStored(STORAGE_KEYS.lastTopic, topic);
  const stored = readStoredSession(topic);
  if (!stored.token) return;
  dispatch(authInitialised({ ...stored, topic }));
  await dispatch(checkSession(topic));
}

let started: Promise<void> | null = null;

/**
 * Start-up runs once per page, even when React renders the shell twice (StrictMode).
 * `serverTopic` is given when the server rendered the page: its site's topic, or null for a page
 * outside any site.
 */
export function startUpOnce(dispatch: AppDispatch, href: string, serverTopic?: string | null): Promise<void> {
  started ??=
    serverTopic === undefined ? startUp(dispatch, href) : startUpAfterServerRender(dispatch, serverTopic);
  return started;
}
