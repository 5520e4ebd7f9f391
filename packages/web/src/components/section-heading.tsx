import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An h2 for a page section, with an optional "see all" link on the right. */
export function SectionHeading({
  id,
  title,
  subtitle,
  more,
}: {
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  more?: { to: string; label: string };
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 2, md: 3 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={id} component="h2" variant="h4" sx={{ fontSize: { xs: 22, md: 28 } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {more && (
        <Button component={Link} to={more.to} endIcon={<ArrowForward />} sx={{ flexShrink: 0 }}>
          {more.label}
        </Button>
      )}
    </Box>
  );
}
