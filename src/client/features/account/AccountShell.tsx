/** The user dashboard's frame: the side menu (My Profile, My Orders) beside the page. */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import RouterNavLink from '../../components/RouterNavLink';
import PageMeta from '../../components/PageMeta';
import { brandedTitle } from '../../config/brand';

const links = [
  { to: '/dashboard/user/profile', label: 'My Profile' },
  { to: '/dashboard/user/orders', label: 'My Orders' },
  { to: '/dashboard/user/prescriptions', label: 'My Prescriptions' },
];

export type AccountShellProps = { title: string; children: ReactNode };

export default function AccountShell({ title, children }: AccountShellProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '220px minmax(0, 1fr)' }, alignItems: 'start' }}>
      <PageMeta title={brandedTitle(title)} />
      <Paper component="nav" aria-label="Dashboard">
        <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 2, color: 'text.secondary' }}>
          Dashboard
        </Typography>
        <List sx={{ display: { xs: 'flex', md: 'block' }, py: 1 }}>
          {links.map((link) => (
            <ListItem key={link.to} disablePadding sx={{ width: { xs: 'auto', md: '100%' } }}>
              <ListItemButton
                component={RouterNavLink}
                to={link.to}
                sx={{ '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' }, borderRadius: 1, mx: 1 }}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
