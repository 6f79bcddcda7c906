/** The small-screen menu's drawer (loaded when first opened): every link. The search box is always on screen above. */
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import RouterLink from '../../components/RouterLink';
import { selectIsAdmin, selectUser } from '../../session/authSlice';
import { useAppSelector } from '../../store/hooks';
import { useLogout } from './useLogout';
import { useNavCategories } from './useNavCategories';

export type MobileMenuDrawerProps = { open: boolean; onClose: () => void };

export default function MobileMenuDrawer({ open, onClose: close }: MobileMenuDrawerProps) {
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const categories = useNavCategories();
  const logout = useLogout();
  // Each link in its own list item: bare links in a <ul> break the list a screen reader announces.
  const link = (to: string, label: string, inset = false) => (
    <ListItem key={to} disablePadding>
      <ListItemButton component={RouterLink} to={to} onClick={close} sx={inset ? { pl: 4 } : undefined}>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { sx: { width: 'min(320px, 88vw)' } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Close menu" onClick={close}>
          <Close />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Main">
        <List>
          {link('/', 'Home')}
          {link('/categories', 'All Categories')}
          {categories.map((category) => link(`/category/${category.slug}`, category.name, true))}
          {link('/cart', 'Cart')}
        </List>
      </Box>
      <Divider />
      <List aria-label="Account" subheader={user ? <ListSubheader>{user.name || user.email}</ListSubheader> : undefined}>
        {user ? (
          <>
            {link(isAdmin ? '/dashboard/admin' : '/dashboard/user', 'Dashboard')}
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  close();
                  logout();
                }}
              >
                <ListItemText primary="Logout" />
              </ListItemButton>
            </ListItem>
          </>
        ) : (
          [link('/register', 'Register'), link('/login', 'Login')]
        )}
      </List>
    </Drawer>
  );
}
