import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/**
 * In path mode every route lives under `/<topic>`; on a site's own domain there is no prefix.
 * The basename gives router links the prefix for free, so screens never build it by hand.
 */
export function createAppRouter(topic: string, viaDomain: boolean) {
  return createBrowserRouter(routes, viaDomain ? {} : { basename: `/${topic}` });
}
