import type { SiteConfigLight } from '@app/contract';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { siteHref } from './resolution';

/**
 * One site as a large card. A plain link on purpose: entering a topic is a full navigation,
 * because the router's basename is the topic.
 */
export function SiteCard({ config }: { config: SiteConfigLight }) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderRadius: 2,
        transition: 'transform 160ms ease, box-shadow 160ms ease',
        '&:hover, &:focus-within': {
          transform: 'translateY(-3px)',
          boxShadow: '0 14px 36px rgba(16,24,40,0.14)',
        },
      }}
    >
      <CardActionArea
        href={siteHref(config)}
        sx={{ height: '100%', display: 'flex', alignItems: 'stretch', flexDirection: 'column' }}
      >
        <Box
          aria-hidden
          sx={{
            height: 96,
            background: `linear-gradient(135deg, ${config.primaryColor} 0%, ${config.secondaryColor} 130%)`,
            display: 'flex',
            alignItems: 'flex-end',
            p: 2,
          }}
        >
          <Typography sx={{ color: '#fff', fontWeight: 800, fontSize: 34, lineHeight: 1, opacity: 0.9 }}>
            {config.title.slice(0, 1).toUpperCase()}
          </Typography>
        </Box>
        <Box sx={{ p: 2.5, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          <Typography component="h2" variant="h5">
            {config.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {config.tagline}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              color: 'primary.main',
              fontWeight: 600,
              mt: 1,
            }}
          >
            Visit site <ArrowForward fontSize="small" aria-hidden />
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The known sites as a responsive grid of cards: one column on phones, three on desktops. */
export function SiteCardGrid({ configs, label }: { configs: SiteConfigLight[]; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {configs.map((config) => (
        <li key={config.websiteTopic}>
          <SiteCard config={config} />
        </li>
      ))}
    </Box>
  );
}
