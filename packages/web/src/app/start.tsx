import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { serverDataArrived } from '../lib/api';
import { setCurrentTopic } from '../lib/topic';
import { App } from './app';
import { createEmotionCache } from './emotion-cache';
import { loadMatchedRoutes } from './router';
import { readServerState } from './server-state';
import { buildStore } from './store';

/** Starts the app in `#root`: hydrates the page the server rendered, or renders the shell's. */
export async function start(container: HTMLElement, serverState = readServerState()) {
  const cache = createEmotionCache();
  if (!serverState) {
    // Admin, edit and sign-in pages, or a server that could not render: start-up runs here.
    createRoot(container).render(
      <StrictMode>
        <Provider store={buildStore()}>
          <CacheProvider value={cache}>
            <App />
          </CacheProvider>
        </Provider>
      </StrictMode>,
    );
    return;
  }
  const { api: apiState, ...preloadedState } = serverState;
  const store = buildStore({ preloadedState });
  store.dispatch(serverDataArrived({ api: apiState }));
  const resolution = preloadedState.siteConfig?.resolution;
  if (resolution?.kind === 'site') {
    setCurrentTopic(resolution.topic);
    await loadMatchedRoutes(resolution.topic, resolution.viaDomain, window.location.pathname);
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a tap or a scroll on a phone is answered meanwhile).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Provider store={store}>
          <CacheProvider value={cache}>
            <App prerendered />
          </CacheProvider>
        </Provider>
      </StrictMode>,
    );
  });
}
