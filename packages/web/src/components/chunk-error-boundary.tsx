import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode, useState } from 'react';
import { isChunkLoadError } from '../lib/lazy-screen';
import { ProblemScreen } from './problem-screen';

const NEW_VERSION_TITLE = 'A new version of the site is available';
const NEW_VERSION_TEXT =
  'The site was updated while this page was open. Reload to continue with the new version.';

/*
 * A chunk that cannot be fetched is (almost always) one a deploy or a restart replaced: React
 * keeps the failed import, so nothing but a reload brings the part back.
 */
const reload = () => window.location.reload();

/** In place of a screen whose code could not be fetched. */
export function NewVersionScreen() {
  return (
    <ProblemScreen title={NEW_VERSION_TITLE} message={NEW_VERSION_TEXT}>
      <Button variant="contained" onClick={reload}>
        Reload
      </Button>
    </ProblemScreen>
  );
}

/**
 * The same offer, small, for a part of a page (the chat button) whose code could not be fetched.
 * Built from what the first download already has: a failing deploy cannot fetch more.
 */
export function NewVersionNotice({ message }: { message: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        p: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 6,
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{NEW_VERSION_TITLE}</Typography>
        <Typography variant="body2" color="text.secondary">
          {message}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, ml: 'auto' }}>
        <Button size="small" color="inherit" onClick={() => setDismissed(true)}>
          Later
        </Button>
        <Button variant="contained" size="small" onClick={reload}>
          Reload
        </Button>
      </Box>
    </Box>
  );
}

interface Props {
  children: ReactNode;
  /** What to show instead when the children fail; a full-screen message by default. */
  fallback?: (error: unknown) => ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a code-split part that failed to load and shows a way out instead of a blank page: a
 * reload to the new version when its chunk is gone, a retry after a network failure or the 120 s
 * timeout.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the page failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.state.error);
    if (isChunkLoadError(this.state.error)) return <NewVersionScreen />;
    return (
      <ProblemScreen
        title="This page didn't load"
        message="Part of the site could not be downloaded. Check your connection and try again."
        retry
      />
    );
  }
}
