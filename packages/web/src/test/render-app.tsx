import type { Envelope, ErrorReply } from '@app/contract';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { buildStore } from '../app/store';
import { buildTheme } from '../app/theme';

/** One call the app made: what a real server would have received. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

interface Reply {
  status: number;
  body: Envelope<unknown>;
}

type Handler = (request: SentRequest) => Reply;

export const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data, error: null } });

export const failure = (status: number, error: string, more: Partial<ErrorReply> = {}): Reply => ({
  status,
  body: { success: false, data: null, error, ...more },
});

/**
 * The server as the web app sees it, in place of `fetch`: `routes` answer `METHOD /path` (no
 * query) with the contract's `{success, data, error}` envelope; any other call gets the server's
 * 404. Every call is kept in `sent`, so a test can say what a form sent.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: SentRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const reply = handler ? handler(call) : failure(404, 'Route not found');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchFn, sent };
}

/** Any other address the screen sends the person to. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <output aria-label="Left for">{`${pathname}${search}`}</output>;
}

/**
 * `ui` inside what the app gives every screen: the real store (its API calls answered by
 * `server`), the theme and a router at `path`. `route`, the pattern `ui` is at, reads the params;
 * any other address shows where the screen went ("Left for" output).
 */
export function renderApp(
  ui: ReactNode,
  {
    server = fakeServer({}),
    path = '/',
    route = new URL(path, 'http://x').pathname,
  }: { server?: ReturnType<typeof fakeServer>; path?: string; route?: string } = {},
) {
  const store = buildStore({ extra: { fetchFn: server.fetchFn } });
  // A data router, as the app's: screens that guard unsaved changes block navigation with it.
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={buildTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store, router, user, sent: server.sent };
}
