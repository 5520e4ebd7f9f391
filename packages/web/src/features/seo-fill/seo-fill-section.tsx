import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One card of the screen: a heading, an optional line saying what it is for, its content. */
export function Section({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: text ? 0.5 : 1.5 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {text}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
