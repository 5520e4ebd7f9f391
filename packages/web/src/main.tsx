// First of all: zod must never try eval under the content security policy.
import './lib/zod-without-eval';
import '@fontsource-variable/inter';
import { readServerState } from './app/server-state';
import { listenForOutboundClicks } from './features/analytics/beacon';
import { setCurrentTopic } from './lib/topic';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * A page the server rendered is complete and readable before any script runs (its links, forms
 * and "load more" work without one), so the app's code waits until the page and its pictures have
 * loaded: on a phone's connection the scripts would otherwise take the bandwidth the page's main
 * picture needs. A shell page (sign-in, admin) has nothing to show without the app: it starts at once.
 */
const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    window.addEventListener('load', () => resolve(), { once: true });
    // A picture that never finishes must not keep the page from becoming interactive.
    setTimeout(resolve, 3000);
  });

const serverState = readServerState();
const resolution = serverState?.siteConfig?.resolution;
if (resolution?.kind === 'site') setCurrentTopic(resolution.topic);
// Clicks out to the marketplace count from the first paint, before the app runs.
listenForOutboundClicks();

void (serverState ? pageLoaded() : Promise.resolve())
  .then(() => import('./app/start'))
  .then(({ start }) => start(root, serverState))
  // The page stays readable and its links keep working; there is nothing more to do without the code.
  .catch((err: unknown) => console.error('The app could not start', err));
