import { mediaUrlForWidth, type SiteConfig } from '@app/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

/** The site's logo (or initial) and title, linking home. */
export function SiteMark({ config }: { config: SiteConfig }) {
  return (
    <Box
      component={Link}
      to="/"
      aria-label={`${config.title}, home`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        minWidth: 0,
      }}
    >
      {config.logoUrl ? (
        <Box
          component="img"
          src={mediaUrlForWidth(config.logoUrl, 320)}
          alt=""
          sx={{ height: 34, width: 'auto' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            width: 34,
            height: 34,
            borderRadius: 1.25,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            color: '#fff',
            fontWeight: 800,
            background: (theme) =>
              `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
          }}
        >
          {config.title.slice(0, 1).toUpperCase()}
        </Box>
      )}
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: { xs: 17, sm: 19 },
          letterSpacing: '-0.01em',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {config.title}
      </Typography>
    </Box>
  );
}
