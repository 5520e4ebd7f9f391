import type { SiteConfig } from '@app/contract';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Headphones from '@mui/icons-material/Headphones';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const highlights: { to: string; title: string; text: string; icon: ReactNode }[] = [
  {
    to: '/hassle-free-shopping',
    title: 'Hassle-free shopping',
    text: 'Clear prices, trusted sellers and easy returns.',
    icon: <LocalShippingOutlined />,
  },
  {
    to: '/tips',
    title: 'Expert tips',
    text: 'Practical guides to choose and use well.',
    icon: <LightbulbOutlined />,
  },
  {
    to: '/podcasts',
    title: 'Podcasts',
    text: 'Conversations with makers and enthusiasts.',
    icon: <Headphones />,
  },
];

/** The topic's front page: a hero with the site's own title and tagline, then ways in. */
export function HomeScreen({ config }: { config: SiteConfig }) {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={(theme) => ({
          color: '#fff',
          background: `radial-gradient(circle at 85% 20%, ${alpha(theme.palette.secondary.main, 0.55)} 0%, transparent 45%), linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
          py: { xs: 7, md: 12 },
        })}
      >
        <Container maxWidth="lg">
          <Typography
            id="home-title"
            component="h1"
            variant="h2"
            sx={{ fontSize: { xs: 34, sm: 44, md: 58 }, maxWidth: 760, overflowWrap: 'anywhere' }}
          >
            {config.title}
          </Typography>
          {config.tagline && (
            <Typography sx={{ mt: 2, fontSize: { xs: 18, md: 22 }, opacity: 0.9, maxWidth: 640 }}>
              {config.tagline}
            </Typography>
          )}
          {config.description && (
            <Typography sx={{ mt: 1.5, opacity: 0.75, maxWidth: 640 }}>{config.description}</Typography>
          )}
          <Box sx={{ mt: 4, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              component={Link}
              to="/brands"
              variant="contained"
              color="secondary"
              size="large"
              endIcon={<ArrowForward />}
            >
              Browse brands
            </Button>
            <Button
              component={Link}
              to="/search"
              variant="outlined"
              size="large"
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)', '&:hover': { borderColor: '#fff' } }}
            >
              Search the catalogue
            </Button>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography component="h2" variant="h5" sx={{ mb: 3 }}>
          Why shop with us
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {highlights.map((item) => (
            <Card key={item.to} variant="outlined" sx={{ borderRadius: 2 }}>
              <CardActionArea component={Link} to={item.to} sx={{ p: 3, height: '100%' }}>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 44,
                    height: 44,
                    borderRadius: 1.25,
                    display: 'grid',
                    placeItems: 'center',
                    mb: 2,
                    color: 'primary.main',
                    bgcolor: alpha(theme.palette.primary.main, 0.08),
                  })}
                >
                  {item.icon}
                </Box>
                <Typography component="h3" variant="h6">
                  {item.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {item.text}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Container>
    </>
  );
}
