import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { ChunkErrorBoundary, NewVersionNotice } from '../components/chunk-error-boundary';
import { SiteFooter } from '../components/site-footer';
import { usePageBeacon } from '../features/analytics/use-page-beacon';
import { selectAuth, selectIsAuthenticated, selectUser, signedOut } from '../features/auth/auth-slice';
import { isEditorOf } from '../features/auth/is-admin-of';
import { useEndSignIn } from '../features/auth/use-end-sign-in';
import { useSessionRefresh } from '../features/auth/use-session-refresh';
import { selectSiteConfig, selectSiteConfigState } from '../features/site-config/site-config-slice';
import { setSiteName } from '../lib/document-head';
import { isChunkLoadError, lazyScreen } from '../lib/lazy-screen';
import { getCurrentTopic } from '../lib/topic';
import { useAppDispatch, useAppSelector } from './hooks';
import type { NoticeState } from './notices';
import { SiteHeader } from './site-header';

// Its own small chunk, fetched after the page renders, so the chat adds nothing to the first download.
const ChatLauncher = lazyScreen(() => import('../features/chat/chat-launcher').then((m) => m.ChatLauncher));

// Notices belong to moments most visits never have (a guard's redirect, a sign-in, a session that
// ends): their code loads when one may be due, not with every page.
const GuardNotice = lazyScreen(() => import('./notices').then((m) => m.GuardNotice));
const FailedLoginsNotice = lazyScreen(() => import('./notices').then((m) => m.FailedLoginsNotice));
const SessionEnded = lazyScreen(() => import('./session-ended').then((m) => m.SessionEnded));

/**
 * The chat's code gone after a deploy: offer the reload where its button was. Any other failure of
 * the chat takes only the chat away, never the page.
 */
const chatFailed = (error: unknown) =>
  isChunkLoadError(error) ? (
    <Box
      sx={{
        position: 'fixed',
        right: { xs: 16, sm: 24 },
        bottom: { xs: 16, sm: 24 },
        left: { xs: 16, sm: 'auto' },
        zIndex: 1250,
        maxWidth: { sm: 460 },
      }}
    >
      <NewVersionNotice message="Reload to open the chat." />
    </Box>
  ) : null;

/**
 * The chat keeps its conversation in this browser's storage: its button shows once the page runs
 * here. Its own component, so that showing it renders nothing else again.
 */
function ChatSlot(props: { topic: string; siteTitle: string; basePath: string }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return null;
  return (
    <ChunkErrorBoundary fallback={chatFailed}>
      <Suspense fallback={null}>
        <ChatLauncher {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/** The frame of every page of a site. Rendered only once start-up has ended. */
export function RootLayout() {
  const topic = getCurrentTopic();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const config = useAppSelector(selectSiteConfig);
  const viaDomain = useAppSelector(selectSiteConfigState).viaDomain;
  // Each value on its own: the session check's other changes (its progress flag) leave the page be.
  const user = useAppSelector(selectUser);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const failedLogins = useAppSelector((state) => selectAuth(state).failedLogins);
  const guardNotice = Boolean((useLocation().state as NoticeState | null)?.notice);
  // Watches for the end of a session from the first moment there is one, and keeps watching.
  const [sessionSeen, setSessionSeen] = useState(false);
  // `app-ready` (what the browser tests wait for) means the page runs: set once hydrated, because a
  // server-rendered page shows everything before its buttons work.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => frame.current?.setAttribute('data-testid', 'app-ready'), []);
  useEffect(() => {
    if (isAuthenticated) setSessionSeen(true);
  }, [isAuthenticated]);
  useSessionRefresh(topic);
  usePageBeacon();
  const endSignIn = useEndSignIn();

  // Start-up renders the router only for a resolved site, so a missing config is a programming error.
  if (!config) throw new Error('RootLayout rendered without a site config');
  // Before the screens' effects run, so their page titles end with this site's name.
  setSiteName(config.title);
  const signedIn = isAuthenticated && user !== null;

  // The state says whose sign-out it was, so a guarded page's guard sends it home quietly in
  // whichever order the store and the router re-render.
  const signOut = () => {
    endSignIn();
    dispatch(signedOut());
    void navigate('/', { replace: true });
  };

  return (
    <Box ref={frame} sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: '#fff',
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <SiteHeader
        config={config}
        email={signedIn ? user.email : null}
        isAdmin={signedIn && isEditorOf(user, topic)}
        onSignOut={signOut}
      />
      <Suspense fallback={null}>
        {guardNotice && <GuardNotice />}
        {isAuthenticated && failedLogins > 0 && <FailedLoginsNotice />}
      </Suspense>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter title={config.title} />
      {sessionSeen && (
        <Suspense fallback={null}>
          <SessionEnded />
        </Suspense>
      )}
      {/* The button only: the panel loads on its first click. Hidden on admin, sign-in and edit screens. */}
      <ChatSlot topic={topic} siteTitle={config.title} basePath={viaDomain ? '' : `/${topic}`} />
      <ScrollRestoration />
    </Box>
  );
}
