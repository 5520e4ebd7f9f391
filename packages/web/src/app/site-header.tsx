import type { SiteConfig } from '@app/contract';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { visuallyHidden } from '../components/visually-hidden';
import { CategoryFlyout, useCategoriesHref } from '../features/brands/category-flyout';
import { HeaderBrands } from '../features/brands/header-brands';
import { SearchBox } from '../features/search/search-box';
import { lazyScreen } from '../lib/lazy-screen';
import { useHydrated } from '../lib/use-hydrated';
import { SiteMark } from './site-mark';

export const navLinks = [
  { to: '/brands', label: 'Brands' },
  { to: '/brand-items', label: 'All items' },
  { to: '/tips', label: 'Tips' },
  { to: '/podcasts', label: 'Podcasts' },
];

/** The sticky bar's height: a jump to a section of the page (`#featured-categories`) stops below it. */
const headerOffset = (
  <GlobalStyles
    styles={(theme) => ({
      html: { scrollPaddingTop: 68, [theme.breakpoints.up('md')]: { scrollPaddingTop: 76 } },
    })}
  />
);

const LazyMenuDrawer = lazyScreen(() => import('./menu-drawer').then((m) => m.MenuDrawer));

interface SiteHeaderProps {
  config: SiteConfig;
  /** The signed-in user's email, or null when signed out. */
  email: string | null;
  isAdmin: boolean;
  onSignOut: () => void;
}

export function SiteHeader({ config, email, isAdmin, onSignOut }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer (and the modal machinery under it) downloads the first time the menu is opened.
  const [menuWanted, setMenuWanted] = useState(false);
  const location = useLocation();
  // Until JavaScript runs the menu button is a link to the home page's categories, whose page
  // has every other link of the menu too.
  const hydrated = useHydrated();
  const menuHref = useCategoriesHref();
  const onLogin = location.pathname === '/login';
  const onSearch = location.pathname === '/search';
  const navButton = {
    color: 'text.secondary',
    px: { md: 1, lg: 1.5 },
    '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
  };

  return (
    <>
      {headerOffset}
      <AppBar
        position="sticky"
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'rgba(255,255,255,0.94)',
          backdropFilter: 'blur(8px)',
        }}
      >
        <Container maxWidth="lg" disableGutters>
          <Toolbar sx={{ gap: { xs: 1, md: 1.5, lg: 2 }, minHeight: { xs: 60, md: 68 } }}>
            <IconButton
              aria-label="Open menu"
              {...(hydrated ? {} : { href: menuHref })}
              aria-controls={hydrated ? 'site-menu' : undefined}
              aria-expanded={hydrated ? menuOpen : undefined}
              onClick={() => {
                setMenuWanted(true);
                setMenuOpen(true);
              }}
              sx={{ display: { md: 'none' }, ml: -1 }}
            >
              <MenuIcon />
            </IconButton>
            {/* The site's name is not cut where the bar has room: the search box gives way first,
                and below 1200 px it moves to its own row under the bar. */}
            <Box sx={{ flexShrink: { xs: 1, lg: 0 }, minWidth: 0 }}>
              <SiteMark config={config} />
            </Box>
            <Box
              component="nav"
              aria-label="Main"
              sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.25, flexShrink: 0 }}
            >
              <Button component={NavLink} to={navLinks[0]!.to} color="inherit" sx={navButton}>
                {navLinks[0]!.label}
              </Button>
              <CategoryFlyout />
              {navLinks.slice(1).map((link) => (
                <Button key={link.to} component={NavLink} to={link.to} color="inherit" sx={navButton}>
                  {link.label}
                </Button>
              ))}
            </Box>
            <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'flex-end', minWidth: 0 }}>
              <Box sx={{ display: { xs: 'none', lg: 'block' }, width: '100%', maxWidth: 380 }}>
                <SearchBox id="header-search" />
              </Box>
            </Box>
            {email ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
                {/* The bar has no room for the address beside the search box (the site's name and the
                    search placeholder would be cut): screen readers hear it, the sign-out button's
                    tooltip shows it. */}
                <Typography component="span" sx={visuallyHidden}>
                  Signed in as <span data-testid="user-email">{email}</span>
                </Typography>
                {isAdmin && (
                  <Button
                    component={Link}
                    to="/admin"
                    variant="outlined"
                    size="small"
                    startIcon={<AdminPanelSettingsOutlined />}
                    sx={{
                      display: { xs: 'none', sm: 'inline-flex' },
                      flexShrink: 0,
                      // The icon gives way to the site's name and the search box where the bar is full.
                      '& .MuiButton-startIcon': { display: { md: 'none', xl: 'inherit' } },
                    }}
                  >
                    Admin
                  </Button>
                )}
                <IconButton
                  component={Link}
                  to="/account"
                  size="small"
                  aria-label="Your sign-ins"
                  title="Your sign-ins"
                  sx={{ color: 'text.secondary' }}
                >
                  <AccountCircleOutlined fontSize="small" />
                </IconButton>
                {/* Between 900 and 1536 px the bar is full: there the button is an icon, so the
                    account button beside it costs the site's name nothing. */}
                <Button
                  onClick={onSignOut}
                  size="small"
                  color="inherit"
                  aria-label="Sign out"
                  title={`Sign out (signed in as ${email})`}
                  sx={{ color: 'text.secondary', whiteSpace: 'nowrap', minWidth: 0, px: { md: 0.75, lg: 1 } }}
                >
                  <Box component="span" sx={{ display: { xs: 'inline', md: 'none', xl: 'inline' } }}>
                    Sign out
                  </Box>
                  <LogoutOutlined
                    fontSize="small"
                    sx={{ display: { xs: 'none', md: 'inline-block', xl: 'none' } }}
                  />
                </Button>
              </Box>
            ) : (
              !onLogin && (
                <Button component={Link} to="/login" variant="outlined" size="small" sx={{ flexShrink: 0 }}>
                  Sign in
                </Button>
              )
            )}
          </Toolbar>
        </Container>
      </AppBar>
      <Box
        sx={{
          // The results page has its own search form; a second box right above it is noise.
          display: { xs: onSearch ? 'none' : 'block', lg: 'none' },
          px: 2,
          py: 1.25,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ maxWidth: { md: 640 }, mx: 'auto' }}>
          <SearchBox id="header-search-compact" />
        </Box>
      </Box>
      <HeaderBrands />
      {menuWanted && (
        <Suspense fallback={null}>
          <LazyMenuDrawer
            config={config}
            open={menuOpen}
            isAdmin={isAdmin}
            links={navLinks}
            onClose={() => setMenuOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
