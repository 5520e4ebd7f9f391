import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The line above an ordered list: how many rows, and whether the new order is being saved. */
export function OrderStatus({
  count,
  noun,
  saving,
  saved,
  fetching,
}: {
  count: number;
  noun: string;
  saving: boolean;
  saved: boolean;
  fetching: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 28, mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {count} {noun}
      </Typography>
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, ml: 'auto' }}
      >
        {saving || fetching ? (
          <>
            <CircularProgress size={14} />
            <Typography variant="body2" color="text.secondary">
              {saving ? 'Saving order…' : 'Refreshing…'}
            </Typography>
          </>
        ) : saved ? (
          <>
            <CheckCircleOutline fontSize="small" color="success" />
            <Typography variant="body2" color="text.secondary">
              Order saved
            </Typography>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
