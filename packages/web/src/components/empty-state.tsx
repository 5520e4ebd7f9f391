import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Nothing to list: say so plainly and offer a way on. */
export function EmptyState({
  title,
  message,
  children,
}: {
  title: string;
  message?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        p: { xs: 4, md: 6 },
        textAlign: 'center',
      }}
    >
      <Typography component="p" variant="h6">
        {title}
      </Typography>
      {message && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {message}
        </Typography>
      )}
      {children && (
        <Box sx={{ mt: 2.5, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          {children}
        </Box>
      )}
    </Box>
  );
}
