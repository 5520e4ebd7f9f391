import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { RouterProvider } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { ProblemScreen } from '../components/problem-screen';
import { selectAuth } from '../features/auth/auth-slice';
import { LandingScreen } from '../features/site-config/landing-screen';
import type { Resolution } from '../features/site-config/resolution';
import { selectSiteConfigState } from '../features/site-config/site-config-slice';
import { TopicNotFoundScreen } from '../features/site-config/topic-not-found-screen';
import { useAppDispatch, useAppSelector } from './hooks';
import { createAppRouter } from './router';
import type { SiteRenderer } from './site-renderer';
import { startUpOnce } from './start-up';
import { buildTheme } from './theme';

// Memoised, so that start-up's later changes (the session check ending) do not render the whole
// page again: the screens that show the session subscribe to it themselves.
const SiteRouter = memo(function SiteRouter({ topic, viaDomain }: { topic: string; viaDomain: boolean }) {
  // One router per page: the topic cannot change without a full navigation.
  const router = useMemo(() => createAppRouter(topic, viaDomain), [topic, viaDomain]);
  return <RouterProvider router={router} />;
});

const browserSite: SiteRenderer = (topic, viaDomain) => <SiteRouter topic={topic} viaDomain={viaDomain} />;

function Resolved({ resolution, renderSite }: { resolution: Resolution; renderSite: SiteRenderer }) {
  const { allConfigs } = useAppSelector(selectSiteConfigState);
  switch (resolution.kind) {
    case 'site':
      return renderSite(resolution.topic, resolution.viaDomain);
    case 'landing':
      return <LandingScreen configs={allConfigs} />;
    case 'not-found':
      return <TopicNotFoundScreen topic={resolution.topic} configs={allConfigs} />;
    case 'failed':
      return (
        <ProblemScreen
          title="We couldn't load this site"
          message={resolution.error}
          retry
          minHeight="100vh"
        />
      );
  }
}

interface AppProps {
  /**
   * The server rendered this page: the site was resolved there, and the visitor's view shows at
   * once (hydrated in the browser). The session is checked afterwards; what depends on it (the
   * header's sign-in state, guarded routes) follows when the check has ended.
   */
  prerendered?: boolean;
  /** How a resolved site is routed: the browser's router unless the server renders. */
  renderSite?: SiteRenderer;
}

/** The shell: resolve the site and settle the session, then hand over to the router. */
export function App({ prerendered = false, renderSite = browserSite }: AppProps) {
  const dispatch = useAppDispatch();
  const [started, setStarted] = useState(prerendered);
  const { resolution, current } = useAppSelector(selectSiteConfigState);
  const isAuthenticating = useAppSelector((state) => selectAuth(state).isAuthenticating);

  const siteTopic = resolution?.kind === 'site' ? resolution.topic : null;
  useEffect(() => {
    const serverTopic = prerendered ? siteTopic : undefined;
    // Once per page (startUpOnce): the topic cannot change without a full navigation.
    void startUpOnce(dispatch, window.location.href, serverTopic).finally(() => setStarted(true));
  }, [dispatch, prerendered, siteTopic]);

  // The server already wrote the page's own title; only a later change of the site's is shown.
  const titled = useRef(prerendered ? current : null);
  useEffect(() => {
    if (current && current !== titled.current) document.title = current.title;
    titled.current = current;
  }, [current]);

  const primaryColor = current?.primaryColor;
  const secondaryColor = current?.secondaryColor;
  const theme = useMemo(() => buildTheme({ primaryColor, secondaryColor }), [primaryColor, secondaryColor]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {!started || !resolution || (isAuthenticating && !prerendered) ? (
        <FullPageSpinner />
      ) : (
        <Resolved resolution={resolution} renderSite={renderSite} />
      )}
    </ThemeProvider>
  );
}
