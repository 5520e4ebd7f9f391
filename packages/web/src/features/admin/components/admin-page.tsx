import NavigateNext from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

interface AdminPageProps {
  title: ReactNode;
  /** The trail above the title; "Admin" comes first on its own. `null`: no trail. */
  crumbs?: Crumb[] | null;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  maxWidth?: 'md' | 'lg' | 'xl';
}

/** The frame of every admin screen: breadcrumbs, one h1, the primary actions on the right. */
export function AdminPage({
  title,
  crumbs = [],
  subtitle,
  actions,
  children,
  maxWidth = 'lg',
}: AdminPageProps) {
  const trail: Crumb[] = crumbs ? [{ label: 'Admin', to: '/admin' }, ...crumbs] : [];
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 2.5, md: 4 } }}>
      {trail.length > 0 && (
        <Breadcrumbs
          aria-label="Breadcrumb"
          separator={<NavigateNext fontSize="small" />}
          sx={{ mb: 1, fontSize: 14, '& ol': { flexWrap: 'wrap' } }}
        >
          {trail.map((crumb, i) =>
            crumb.to && i < trail.length - 1 ? (
              <MuiLink
                key={crumb.label}
                component={Link}
                to={crumb.to}
                underline="hover"
                color="text.secondary"
              >
                {crumb.label}
              </MuiLink>
            ) : (
              <Typography key={crumb.label} color="text.primary" sx={{ fontSize: 14 }} aria-current="page">
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
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

/** A titled block of a form or screen. */
export function Section({
  title,
  description,
  children,
  actions,
}: {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      component="section"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        p: { xs: 2, md: 3 },
        mb: 2.5,
      }}
    >
      {(title || actions) && (
        <Box
          sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2 }}
        >
          <Box>
            {title && (
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 650 }}>
                {title}
              </Typography>
            )}
            {description && (
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            )}
          </Box>
          {actions}
        </Box>
      )}
      {children}
    </Box>
  );
}
