import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useDocumentHead } from '../lib/document-head';
import { ProblemScreen } from './problem-screen';

/** The catch-all route inside a site, and what a screen shows when its brand, item or tip does not exist. */
export function NotFoundScreen({
  title = 'Page not found',
  message = 'There is nothing at this address. It may have moved.',
}: {
  title?: string;
  message?: string;
}) {
  useDocumentHead({ title });
  return (
    <ProblemScreen alert={false} title={title} message={message}>
      <Button component={Link} to="/" variant="contained">
        Go to the home page
      </Button>
      <Button component={Link} to="/search" variant="outlined">
        Search the catalogue
      </Button>
    </ProblemScreen>
  );
}
