import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Start-up and lazy-loading wait: centred, announced to assistive technology as "Loading". */
export function FullPageSpinner({ minHeight = '100vh' }: { minHeight?: string | number }) {
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
