import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
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
import { startUpOnce } from './start-up';
import { buildTheme } from './theme';

function SiteRouter({ topic, viaDomain }: { topic: string; viaDomain: boolean }) {
  // One router per page: the topic cannot change without a full navigation.
  const router = useMemo(() => createAppRouter(topic, viaDomain), [topic, viaDomain]);
  return <RouterProvider router={router} />;
}

function Resolved({ resolution }: { resolution: Resolution }) {
  const { allConfigs } = useAppSelector(selectSiteConfigState);
  switch (resolution.kind) {
    case 'site':
      return <SiteRouter topic={resolution.topic} viaDomain={resolution.viaDomain} />;
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

/** The shell: resolve the site and settle the session, then hand over to the router. */
export function App() {
  const dispatch = useAppDispatch();
  const [started, setStarted] = useState(false);
  const { resolution, current } = useAppSelector(selectSiteConfigState);
  const { isAuthenticating } = useAppSelector(selectAuth);

  useEffect(() => {
    void startUpOnce(dispatch, window.location.href).finally(() => setStarted(true));
  }, [dispatch]);

  useEffect(() => {
    if (current) document.title = current.title;
  }, [current]);

  const primaryColor = current?.primaryColor;
  const secondaryColor = current?.secondaryColor;
  const theme = useMemo(() => buildTheme({ primaryColor, secondaryColor }), [primaryColor, secondaryColor]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {!started || !resolution || isAuthenticating ? (
        <FullPageSpinner />
      ) : (
        <Resolved resolution={resolution} />
      )}
    </ThemeProvider>
  );
}
