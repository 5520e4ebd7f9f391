import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { chatActions as a, chatReducer, initialChatState } from './chat-state';
import { readChatSession } from './stored-session';

// The panel (and MUI's text field, alert and icons with it) loads on the first click only.
const ChatPanel = lazyScreen(() => import('./chat-panel').then((m) => m.ChatPanel));

/** Screens where a chat button would be in the way: sign-in, admin and edit screens. */
const isStorefront = (path: string) => !/(^|\/)(admin|login)(\/|$)|\/edit$|\/new$|\/bulk-create$/.test(path);

const storageKey = (topic: string) => `chatSession:${topic}`;

/*
 * The button floats over the page's bottom corner. The page's end gets room for it (the button,
 * its margin and a gap), so scrolled to the bottom, the footer's last line and the last cards are
 * never under it.
 */
const roomForButton = (
  <GlobalStyles
    styles={(theme) => ({
      footer: {
        paddingBottom: 16 + 56 + 8 - 32,
        [theme.breakpoints.up('sm')]: { paddingBottom: 24 + 56 + 8 - 32 },
      },
    })}
  />
);

/**
 * The chat button of every storefront page. The conversation survives closing (spec:
 * previousSessionId) and a reload (its session id and key are kept per site in local storage).
 */
export function ChatLauncher({
  topic,
  siteTitle,
  basePath,
}: {
  topic: string;
  siteTitle: string;
  basePath: string;
}) {
  const { pathname } = useLocation();
  const [state, dispatch] = useReducer(chatReducer, topic, (t) =>
    initialChatState(readChatSession(readStored(storageKey(t)))),
  );
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const sessionId = state.sessionId ?? state.previousSessionId;
  const key = state.sessionKey;
  useEffect(() => {
    if (sessionId && key) writeStored(storageKey(topic), JSON.stringify({ sessionId, key }));
    else if (!sessionId) removeStored(storageKey(topic));
  }, [sessionId, key, topic]);

  if (!isStorefront(pathname)) return null;

  const open = () => {
    setLoaded(true);
    dispatch(a.opened());
  };
  const close = () => {
    dispatch(a.closed());
    button.current?.focus();
  };

  return (
    <>
      {roomForButton}
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel
            state={state}
            dispatch={dispatch}
            siteTitle={siteTitle}
            basePath={basePath}
            onClose={close}
          />
        </Suspense>
      )}
      <Box
        component="button"
        ref={button}
        type="button"
        onClick={state.isOpen ? close : open}
        aria-label={state.isOpen ? 'Close chat' : 'Chat with us'}
        aria-expanded={state.isOpen}
        aria-controls={loaded ? 'chat-panel' : undefined}
        sx={{
          position: 'fixed',
          right: { xs: 16, sm: 24 },
          bottom: { xs: 16, sm: 24 },
          zIndex: 1250,
          width: 56,
          height: 56,
          borderRadius: '50%',
          border: 0,
          cursor: 'pointer',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          boxShadow: 6,
          display: { xs: state.isOpen ? 'none' : 'grid', sm: 'grid' },
          placeItems: 'center',
          '&:hover': { bgcolor: 'secondary.dark' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 },
        }}
      >
        <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="currentColor">
          {state.isOpen ? (
            <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
          ) : (
            <path d="M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2zM6 9h12v2H6V9zm8 5H6v-2h8v2zm4-6H6V6h12v2z" />
          )}
        </svg>
      </Box>
    </>
  );
}
