import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import HeadphonesOutlined from '@mui/icons-material/HeadphonesOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';

interface Tool {
  title: string;
  text: string;
  icon: ReactNode;
  /** Absent while the tool is still being built. */
  to?: string;
}

const catalogueTools: Tool[] = [
  {
    title: 'New brand',
    text: 'Add a brand or a category.',
    icon: <AddBusinessOutlined />,
    to: '/brands/new',
  },
  {
    title: 'New brand item',
    text: 'Add one item to a brand.',
    icon: <PostAddOutlined />,
    to: '/brand-items/new',
  },
  {
    title: 'New category item',
    text: 'Add one item to a category.',
    icon: <PlaylistAddOutlined />,
    to: '/category-items/new',
  },
  {
    title: 'Bulk create brand items',
    text: 'Add many brand items at once.',
    icon: <LibraryAddOutlined />,
    to: '/brand-items/bulk-create',
  },
  {
    title: 'Bulk create category items',
    text: 'Add many category items at once.',
    icon: <LibraryAddOutlined />,
    to: '/category-items/bulk-create',
  },
];

const siteTools: Tool[] = [
  {
    title: 'Marketplace crawl',
    text: 'Fill brands and items from the marketplace.',
    icon: <TravelExploreOutlined />,
  },
  { title: 'Search-engine text', text: 'Generate titles and descriptions.', icon: <AutoAwesomeOutlined /> },
  { title: 'Tips', text: 'Write and order tips.', icon: <LightbulbOutlined /> },
  { title: 'Podcasts', text: 'Publish and order episodes.', icon: <HeadphonesOutlined /> },
  { title: 'Banking', text: 'Keep the books of the site.', icon: <AccountBalanceOutlined /> },
  { title: 'Analytics', text: 'Daily visits and where visitors come from.', icon: <InsightsOutlined /> },
  {
    title: 'Site settings',
    text: 'Title, colours, domain and contact.',
    icon: <TuneOutlined />,
    to: '/admin/site-settings',
  },
];

function ToolCard({ tool }: { tool: Tool }) {
  const body = (
    <Box sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'flex-start', height: '100%' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          flexShrink: 0,
          width: 40,
          height: 40,
          borderRadius: 1.25,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.08),
        })}
      >
        {tool.icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 650 }}>
          {tool.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {tool.text}
        </Typography>
        {!tool.to && <Chip label="Coming soon" size="small" sx={{ mt: 1 }} />}
      </Box>
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, height: '100%', opacity: tool.to ? 1 : 0.8 }}>
      {tool.to ? (
        <CardActionArea component={Link} to={tool.to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

function ToolGrid({ heading, tools }: { heading: string; tools: Tool[] }) {
  return (
    <Box component="section" sx={{ mb: 5 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {tools.map((tool) => (
          <ToolCard key={tool.title} tool={tool} />
        ))}
      </Box>
    </Box>
  );
}

/** `admin`: the admin's starting point (admins of the current site only). */
export function AdminScreen({ siteTitle, email }: { siteTitle: string; email: string }) {
  return (
    <PageContainer
      title="Admin"
      eyebrow={siteTitle}
      subtitle={`Signed in as ${email}. Manage the catalogue and the site.`}
    >
      <ToolGrid heading="Catalogue" tools={catalogueTools} />
      <ToolGrid heading="Site" tools={siteTools} />
    </PageContainer>
  );
}
