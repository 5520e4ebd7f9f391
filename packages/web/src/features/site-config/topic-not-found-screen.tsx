import type { SiteConfigLight } from '@app/contract';
import TravelExplore from '@mui/icons-material/TravelExplore';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SiteCardGrid } from './site-card';

/** The spec's not-found-for-topic state: the first path segment names no site we run. */
export function TopicNotFoundScreen({ topic, configs }: { topic: string; configs: SiteConfigLight[] }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <TravelExplore sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden />
        <Typography
          component="h1"
          variant="h3"
          sx={{ mt: 2, fontSize: { xs: 28, md: 40 }, overflowWrap: 'anywhere' }}
        >
          We couldn't find the site '{topic}'
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 5 }}>
          The address may be mistyped, or the site has moved. These are the sites we run:
        </Typography>
      </Container>
      <Container maxWidth="lg">
        <SiteCardGrid configs={configs} label="Known sites" />
      </Container>
    </Box>
  );
}
