import { ERRORS, type OverviewCounts } from '@app/contract';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HeadphonesOutlined from '@mui/icons-material/HeadphonesOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import SavedSearchOutlined from '@mui/icons-material/SavedSearchOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useAdminOverviewQuery } from '../api/overview-api';
import { AdminPage, Section } from '../components/admin-page';
import { LoadState } from '../components/load-state';
import { adminPaths } from '../paths';
import { RecentChanges } from './recent-changes';
import { type Tool, ToolGrid } from './tool-grid';

const stats: { key: keyof OverviewCounts; label: string; to: string }[] = [
  { key: 'brands', label: 'Brands', to: adminPaths.brands(false) },
  { key: 'categories', label: 'Categories', to: adminPaths.brands(true) },
  { key: 'brandItems', label: 'Brand items', to: adminPaths.items(false) },
  { key: 'categoryItems', label: 'Category items', to: adminPaths.items(true) },
  { key: 'tips', label: 'Tips', to: adminPaths.tips },
  { key: 'podcasts', label: 'Podcasts', to: adminPaths.podcasts },
];

const catalogueTools: Tool[] = [
  {
    title: 'Brands',
    text: 'Add, edit, order and remove brands.',
    icon: <StorefrontOutlined />,
    to: adminPaths.brands(false),
  },
  {
    title: 'Categories',
    text: 'Group items by kind for the menu.',
    icon: <CategoryOutlined />,
    to: adminPaths.brands(true),
  },
  {
    title: 'Items',
    text: 'Edit and order the items of each brand.',
    icon: <Inventory2Outlined />,
    to: adminPaths.items(false),
  },
  {
    title: 'New brand item',
    text: 'Add one item to a brand.',
    icon: <PostAddOutlined />,
    to: adminPaths.newItem(false),
  },
  {
    title: 'New category item',
    text: 'Add one item to a category.',
    icon: <AddBusinessOutlined />,
    to: adminPaths.newItem(true),
  },
  {
    title: 'Bulk create items',
    text: 'Paste or upload CSV or JSON rows.',
    icon: <LibraryAddOutlined />,
    to: adminPaths.bulkItems(false),
  },
];

const siteTools: Tool[] = [
  { title: 'Tips', text: 'Write and order tips.', icon: <LightbulbOutlined />, to: adminPaths.tips },
  {
    title: 'Podcasts',
    text: 'Publish and order episodes.',
    icon: <HeadphonesOutlined />,
    to: adminPaths.podcasts,
  },
  {
    title: 'Media library',
    text: 'Upload and reuse pictures.',
    icon: <PhotoLibraryOutlined />,
    to: adminPaths.media,
  },
  {
    title: 'Site settings',
    text: 'Title, colours, domain and contact.',
    icon: <TuneOutlined />,
    to: adminPaths.siteSettings,
    adminOnly: true,
  },
  {
    title: 'Search synonyms',
    text: 'Words search reads as one another.',
    icon: <SavedSearchOutlined />,
    to: adminPaths.synonyms,
    adminOnly: true,
  },
  {
    title: 'Marketplace crawl',
    text: 'Fill brands and items from the marketplace.',
    icon: <TravelExploreOutlined />,
    to: adminPaths.crawl,
    adminOnly: true,
  },
  {
    title: 'Search-engine text',
    text: 'Generate titles and descriptions.',
    icon: <AutoAwesomeOutlined />,
    to: adminPaths.seo,
    adminOnly: true,
  },
  {
    title: 'Banking',
    text: 'Keep the books of the site.',
    icon: <AccountBalanceOutlined />,
    to: adminPaths.banking,
    adminOnly: true,
  },
  {
    title: 'Analytics',
    text: 'Daily visits and where visitors come from.',
    icon: <InsightsOutlined />,
    to: adminPaths.analytics,
    adminOnly: true,
  },
  {
    title: 'Team',
    text: 'Who signs in, and as admin, editor or user.',
    icon: <GroupOutlined />,
    to: adminPaths.team,
    adminOnly: true,
  },
  {
    title: 'History',
    text: 'Who changed what, and restore an earlier version.',
    icon: <HistoryOutlined />,
    to: adminPaths.history,
    adminOnly: true,
  },
];

function StatCards({ counts }: { counts: OverviewCounts | undefined }) {
  return (
    <Box
      component="section"
      aria-label="Catalogue at a glance"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        mb: 3,
      }}
    >
      {stats.map((s) => (
        <Card key={s.key} variant="outlined" sx={{ borderRadius: 2 }}>
          <CardActionArea component={Link} to={s.to} sx={{ p: 2, height: '100%' }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
              {s.label}
            </Typography>
            <Typography
              sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2, mt: 0.5 }}
              data-testid={`count-${s.key}`}
            >
              {counts ? counts[s.key].toLocaleString() : <Skeleton width={40} />}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

/**
 * `admin`: what the site holds, what changed last, and the tools the person may use: every one
 * for admins, the catalogue, tips and podcasts for editors.
 */
export function DashboardScreen({
  siteTitle,
  email,
  isAdmin,
}: {
  siteTitle: string;
  email: string;
  isAdmin: boolean;
}) {
  const overview = useAdminOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <AdminPage
      title="Admin"
      crumbs={null}
      subtitle={`${siteTitle} · signed in as ${email}`}
      actions={
        <>
          <Button component={Link} to={adminPaths.newBrand(false)}>
            Add brand
          </Button>
          <Button component={Link} to={adminPaths.newItem(false)} variant="contained">
            Add item
          </Button>
        </>
      }
    >
      <LoadState
        loading={false}
        error={overview.error}
        failed={ERRORS.overviewLoad}
        onRetry={overview.refetch}
      />
      <StatCards counts={overview.data?.counts} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <ToolGrid heading="Catalogue" tools={catalogueTools} />
          <ToolGrid heading="Site" tools={siteTools.filter((tool) => isAdmin || !tool.adminOnly)} />
        </Box>
        <Section title="Recent changes" description="The last ten records added or edited.">
          {overview.data ? (
            <RecentChanges changes={overview.data.recent} />
          ) : (
            <Box>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={40} />
              ))}
            </Box>
          )}
        </Section>
      </Box>
    </AdminPage>
  );
}
