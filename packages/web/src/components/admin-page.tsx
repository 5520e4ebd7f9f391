import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AdminBreadcrumbs, type Crumb } from './breadcrumbs';

interface AdminPageProps {
  title: ReactNode;
  /** The trail above the title; "Admin" comes first on its own. `null`: no trail (the admin home). */
  crumbs?: Crumb[] | null;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  maxWidth?: 'md' | 'lg' | 'xl';
}

/**
 * The frame of every admin screen, whichever feature it belongs to: the way back to the admin
 * home (one trail, the same everywhere), one h1, the primary actions on the right.
 */
export function AdminPage({
  title,
  crumbs = [],
  subtitle,
  actions,
  children,
  maxWidth = 'lg',
}: AdminPageProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 2.5, md: 4 } }}>
      {crumbs && <AdminBreadcrumbs crumbs={crumbs} />}
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
          flexDirection: { xs: 'column', sm: 'row' },
          mb: { xs: 2.5, md: 3 },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontSize: { xs: 24, md: 30 }, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>{actions}</Box>}
      </Box>
      {children}
    </Container>
  );
}
