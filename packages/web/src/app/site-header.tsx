import type { SiteConfig } from '@app/contract';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CategoryFlyout, CategoryMenuList } from '../features/brands/category-flyout';
import { HeaderBrands } from '../features/brands/header-brands';
import { SearchBox } from '../features/search/search-box';

const navLinks = [
  { to: '/brands', label: 'Brands' },
  { to: '/brand-items', label: 'All items' },
  { to: '/tips', label: 'Tips' },
  { to: '/podcasts', label: 'Podcasts' },
];

interface SiteHeaderProps {
  config: SiteConfig;
  /** The signed-in user's email, or null when signed out. */
  email: string | null;
  isAdmin: boolean;
  onSignOut: () => void;
}

function SiteMark({ config }: { config: SiteConfig }) {
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
        <Box component="img" src={config.logoUrl} alt="" sx={{ height: 34, width: 'auto' }} />
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

export function SiteHeader({ config, email, isAdmin, onSignOut }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const onLogin = location.pathname === '/login';
  const navButton = {
    color: 'text.secondary',
    px: 1.5,
    '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
  };

  return (
    <>
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
          <Toolbar sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 60, md: 68 } }}>
            <IconButton
              aria-label="Open menu"
              aria-controls="site-menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
              sx={{ display: { md: 'none' }, ml: -1 }}
            >
              <MenuIcon />
            </IconButton>
            <SiteMark config={config} />
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
              <Box sx={{ display: { xs: 'none', md: 'block' }, width: '100%', maxWidth: 380 }}>
                <SearchBox id="header-search" />
              </Box>
            </Box>
            {email ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{
                    display: { xs: 'none', lg: 'block' },
                    maxWidth: 200,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                  data-testid="user-email"
                >
                  {email}
                </Typography>
                {isAdmin && (
                  <Button
                    component={Link}
                    to="/admin"
                    variant="outlined"
                    size="small"
                    startIcon={<AdminPanelSettingsOutlined />}
                    sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                  >
                    Admin
                  </Button>
                )}
                <Button onClick={onSignOut} size="small" color="inherit" sx={{ color: 'text.secondary' }}>
                  Sign out
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
          display: { md: 'none' },
          px: 2,
          py: 1.25,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SearchBox id="header-search-compact" />
      </Box>
      <HeaderBrands />
      <Drawer id="site-menu" open={menuOpen} onClose={() => setMenuOpen(false)}>
        <Box sx={{ width: 300, maxWidth: '85vw' }}>
          <Box sx={{ p: 2 }} onClick={() => setMenuOpen(false)}>
            <SiteMark config={config} />
          </Box>
          <Divider />
          <List component="nav" aria-label="Main menu" onClick={() => setMenuOpen(false)}>
            <ListItemButton component={NavLink} to="/" end>
              <ListItemText primary="Home" />
            </ListItemButton>
            {navLinks.map((link) => (
              <ListItemButton key={link.to} component={NavLink} to={link.to}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
            <ListItemButton component={NavLink} to="/category-items">
              <ListItemText primary="Shop by category" />
            </ListItemButton>
            {isAdmin && (
              <ListItemButton component={Link} to="/admin">
                <ListItemText primary="Admin" />
              </ListItemButton>
            )}
          </List>
          <Divider sx={{ mb: 1.5 }} />
          {menuOpen && <CategoryMenuList onPick={() => setMenuOpen(false)} />}
        </Box>
      </Drawer>
    </>
  );
}
