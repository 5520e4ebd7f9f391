import type { SiteConfig } from '@app/contract';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
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

const navLinks = [
  { to: '/brands', label: 'Brands' },
  { to: '/tips', label: 'Tips' },
  { to: '/podcasts', label: 'Podcasts' },
  { to: '/search', label: 'Search' },
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

  return (
    <AppBar
      position="sticky"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(255,255,255,0.92)',
        backdropFilter: 'blur(8px)',
      }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: { xs: 1, md: 3 }, minHeight: { xs: 60, md: 68 } }}>
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
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}
          >
            {navLinks.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                color="inherit"
                sx={{
                  color: 'text.secondary',
                  '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
                }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <IconButton component={Link} to="/search" aria-label="Search" sx={{ display: { md: 'none' } }}>
            <SearchIcon />
          </IconButton>
          {email ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{
                  display: { xs: 'none', sm: 'block' },
                  maxWidth: 220,
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
              <Button component={Link} to="/login" variant="contained" size="small">
                Sign in
              </Button>
            )
          )}
        </Toolbar>
      </Container>
      <Drawer id="site-menu" open={menuOpen} onClose={() => setMenuOpen(false)}>
        <Box sx={{ width: 280 }} role="presentation" onClick={() => setMenuOpen(false)}>
          <Box sx={{ p: 2 }}>
            <SiteMark config={config} />
          </Box>
          <Divider />
          <List component="nav" aria-label="Main menu">
            {navLinks.map((link) => (
              <ListItemButton key={link.to} component={NavLink} to={link.to}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
            {isAdmin && (
              <ListItemButton component={Link} to="/admin">
                <ListItemText primary="Admin" />
              </ListItemButton>
            )}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
