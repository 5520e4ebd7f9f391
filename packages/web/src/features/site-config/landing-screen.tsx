import type { SiteConfigLight } from '@app/contract';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SiteCardGrid } from './site-card';

/** The root of a path-prefixed deployment: one card per site (spec section 2, landing page). */
export function LandingScreen({ configs }: { configs: SiteConfigLight[] }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        sx={{
          background: 'linear-gradient(160deg, #101c40 0%, #1a2b5f 55%, #3b1a4a 100%)',
          color: '#fff',
          pt: { xs: 8, md: 12 },
          pb: { xs: 14, md: 18 },
          textAlign: 'center',
          px: 2,
        }}
      >
        <Typography component="h1" variant="h2" sx={{ fontSize: { xs: 36, md: 52 } }}>
          Choose a site
        </Typography>
        <Typography sx={{ mt: 2, opacity: 0.8, fontSize: { xs: 16, md: 19 }, maxWidth: 560, mx: 'auto' }}>
          Several specialist catalogues, one home. Pick the one you came for.
        </Typography>
      </Box>
      <Container maxWidth="lg" sx={{ mt: { xs: -10, md: -12 }, pb: 8 }}>
        <SiteCardGrid configs={configs} />
      </Container>
    </Box>
  );
}
