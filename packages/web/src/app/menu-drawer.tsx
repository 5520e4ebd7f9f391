import type { SiteConfig } from '@app/contract';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link, NavLink } from 'react-router';
import { CategoryMenuList } from '../features/brands/category-flyout';
import { SiteMark } from './site-mark';

interface MenuDrawerProps {
  config: SiteConfig;
  open: boolean;
  isAdmin: boolean;
  links: { to: string; label: string }[];
  onClose: () => void;
}

/** The phone menu: the main links, then the categories. Loaded the first time it is opened. */
export function MenuDrawer({ config, open, isAdmin, links, onClose }: MenuDrawerProps) {
  return (
    <Drawer id="site-menu" open={open} onClose={onClose}>
      <Box sx={{ width: 300, maxWidth: '85vw' }}>
        <Box sx={{ p: 2 }} onClick={onClose}>
          <SiteMark config={config} />
        </Box>
        <Divider />
        <List component="nav" aria-label="Main menu" onClick={onClose}>
          <ListItemButton component={NavLink} to="/" end>
            <ListItemText primary="Home" />
          </ListItemButton>
          {links.map((link) => (
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
        {open && <CategoryMenuList onPick={onClose} />}
      </Box>
    </Drawer>
  );
}
