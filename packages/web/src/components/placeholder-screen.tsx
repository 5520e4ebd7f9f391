import Construction from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container';

interface PlaceholderScreenProps {
  title: string;
  eyebrow?: string;
  subtitle?: ReactNode;
  /** What will appear here, in one sentence for visitors. */
  upcoming: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A screen whose content arrives in later work: it names itself and says what will be here. */
export function PlaceholderScreen({
  title,
  eyebrow,
  subtitle,
  upcoming,
  actions,
  children,
}: PlaceholderScreenProps) {
  return (
    <PageContainer title={title} eyebrow={eyebrow} subtitle={subtitle} actions={actions}>
      {children}
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, md: 5 },
          borderRadius: 2,
          borderStyle: 'dashed',
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          bgcolor: 'background.paper',
        }}
      >
        <Construction color="primary" aria-hidden />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>Coming soon</Typography>
          <Typography variant="body2" color="text.secondary">
            {upcoming}
          </Typography>
        </Box>
      </Paper>
    </PageContainer>
  );
}
