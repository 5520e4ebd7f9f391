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
import { SectionHeading } from '../../components/section-heading';
import { useDocumentHead } from '../../lib/document-head';

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

interface HomeScreenProps {
  config: SiteConfig;
  /** Other features' sections, handed in by the route (features do not import each other). */
  featuredBrands: ReactNode;
  featuredCategories: ReactNode;
  latestTips: ReactNode | null;
}

/** The topic's front page: a hero with the site's own title and tagline, then the catalogue. */
export function HomeScreen({ config, featuredBrands, featuredCategories, latestTips }: HomeScreenProps) {
  useDocumentHead({
    title: config.tagline ? `${config.title} – ${config.tagline}` : config.title,
    description: config.description || config.tagline,
  });
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={(theme) => ({
          color: '#fff',
          background: `radial-gradient(circle at 85% 20%, ${alpha(theme.palette.secondary.main, 0.55)} 0%, transparent 45%), linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
          py: { xs: 5, md: 9 },
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
            <Typography sx={{ mt: 1.5, opacity: 0.75, maxWidth: 640, display: { xs: 'none', sm: 'block' } }}>
              {config.description}
            </Typography>
          )}
          <Box sx={{ mt: { xs: 3, md: 4 }, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
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
              sx={{
                color: '#fff',
                borderColor: 'rgba(255,255,255,0.6)',
                '&:hover': { borderColor: '#fff' },
                // Phones have the search box right above the hero.
                display: { xs: 'none', sm: 'inline-flex' },
              }}
            >
              Search the catalogue
            </Button>
          </Box>
        </Container>
      </Box>
      <HomeSection
        id="featured-brands"
        top={{ xs: 4, md: 7 }}
        title="Featured brands"
        subtitle="The makers our readers trust most."
        more={{ to: '/brands', label: 'All brands' }}
      >
        {featuredBrands}
      </HomeSection>
      <HomeSection
        id="featured-categories"
        top={{ xs: 5, md: 8 }}
        title="Shop by category"
        subtitle="Start from what you need."
        more={{ to: '/category-items', label: 'All category items' }}
      >
        {featuredCategories}
      </HomeSection>
      {latestTips && (
        <HomeSection
          id="latest-tips"
          top={{ xs: 5, md: 8 }}
          title="Latest tips"
          subtitle="Choose well, use well."
          more={{ to: '/tips', label: 'All tips' }}
        >
          {latestTips}
        </HomeSection>
      )}
      <Container maxWidth="lg" component="section" aria-labelledby="why-us" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography id="why-us" component="h2" variant="h5" sx={{ mb: 3 }}>
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

/** A titled band of the home page: heading with a "see all" link, then its content. */
function HomeSection({
  id,
  top,
  title,
  subtitle,
  more,
  children,
}: {
  id: string;
  top: { xs: number; md: number };
  title: string;
  subtitle: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Container maxWidth="lg" component="section" aria-labelledby={id} sx={{ pt: top }}>
      <SectionHeading id={id} title={title} subtitle={subtitle} more={more} />
      {children}
    </Container>
  );
}
