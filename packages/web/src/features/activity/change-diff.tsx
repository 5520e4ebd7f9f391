import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** "priceMinor" → "Price minor": field names as words. */
export const fieldLabel = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A value as the owner reads it: nothing is a dash, lists are comma-joined. */
export function showValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (Array.isArray(v)) return v.length === 0 ? '—' : v.map((x) => showValue(x)).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** The fields a change touched, each with its old value struck through and its new one. */
export function ChangeDiff({ changes }: { changes: Record<string, [unknown, unknown]> }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No field changed.
      </Typography>
    );
  }
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 0.75 },
      }}
    >
      {fields.map(([key, [before, after]]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {fieldLabel(key)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {before !== null && before !== undefined && (
              <Box
                component="del"
                aria-label={`was ${showValue(before)}`}
                sx={{
                  color: 'error.main',
                  bgcolor: 'rgba(211, 47, 47, 0.08)',
                  px: 0.5,
                  borderRadius: 0.5,
                  mr: 1,
                }}
              >
                {showValue(before)}
              </Box>
            )}
            <Box
              component="ins"
              aria-label={`now ${showValue(after)}`}
              sx={{
                color: 'success.dark',
                bgcolor: 'rgba(46, 125, 50, 0.08)',
                px: 0.5,
                borderRadius: 0.5,
                textDecoration: 'none',
              }}
            >
              {showValue(after)}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
