import Button from '@mui/material/Button';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isChunkLoadError } from '../lib/lazy-screen';
import { NewVersionScreen } from './chunk-error-boundary';
import { ProblemScreen } from './problem-screen';

/** The router's error element: a thrown render or loader error, shown without losing the shell. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ProblemScreen alert={false} title="Page not found" message="There is nothing at this address.">
        <Button component={Link} to="/" variant="contained">
          Go to the home page
        </Button>
      </ProblemScreen>
    );
  }
  // A page whose code a deploy replaced under an open tab: the reload is the fix, say so.
  if (isChunkLoadError(error)) return <NewVersionScreen />;
  return (
    <ProblemScreen
      title="Something went wrong"
      message="This page hit a problem. Reloading usually fixes it."
      retry
    >
      <Button component={Link} to="/" variant="outlined">
        Go to the home page
      </Button>
    </ProblemScreen>
  );
}
