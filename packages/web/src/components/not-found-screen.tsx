import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { ProblemScreen } from './problem-screen';

/** The catch-all route inside a site. */
export function NotFoundScreen() {
  return (
    <ProblemScreen
      alert={false}
      title="Page not found"
      message="There is nothing at this address. It may have moved."
    >
      <Button component={Link} to="/" variant="contained">
        Go to the home page
      </Button>
      <Button component={Link} to="/search" variant="outlined">
        Search the catalogue
      </Button>
    </ProblemScreen>
  );
}
