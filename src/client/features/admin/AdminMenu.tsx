/**
 * The administrator's menu. A column beside the content on wide screens; on phones a
 * compact two-by-two grid above the content, so every link shows without taking the screen.
 */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RouterNavLink from '../../components/RouterNavLink';

const ADMIN_LINKS = [
  { to: '/dashboard/admin/create-category', label: 'Create Category' },
  { to: '/dashboard/admin/create-product', label: 'Create Product' },
  { to: '/dashboard/admin/products', label: 'Products' },
  { to: '/dashboard/admin/orders', label: 'Orders' },
  { to: '/dashboard/admin/prescriptions', label: 'Prescriptions' },
] as const;

export default function AdminMenu() {
  return (
    <Paper component="nav" aria-label="Admin menu" variant="outlined" sx={{ overflow: 'hidden' }}>
      <Typography
        component={RouterNavLink}
        to="/dashboard/admin"
        end
        variant="subtitle1"
        sx={{
          display: { xs: 'none', md: 'block' },
          px: 2,
          py: 1.5,
          fontWeight: 700,
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          textDecoration: 'none',
        }}
      >
        Admin Panel
      </Typography>
      <List disablePadding sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '1fr' } }}>
        {ADMIN_LINKS.map((link) => (
          // Links sit in list items: a screen reader announces a list of four, which bare links in a <ul> break.
          <ListItem
            key={link.to}
            disablePadding
            sx={(theme) => ({
              borderTop: `1px solid ${theme.palette.divider}`,
              [theme.breakpoints.down('md')]: {
                '&:nth-of-type(-n+2)': { borderTop: 0 },
                '&:nth-of-type(odd)': { borderRight: `1px solid ${theme.palette.divider}` },
              },
            })}
          >
            <ListItemButton
              component={RouterNavLink}
              to={link.to}
              end={link.to !== '/dashboard/admin/products'}
              sx={{
                py: { xs: 0.5, md: 1 },
                minHeight: 44,
                '&.active': { bgcolor: 'action.selected', color: 'primary.dark', fontWeight: 700 },
              }}
            >
              {/* On a phone's half-width cell a label may wrap (nowrap spilled "Create Category" out at 375 px). */}
              <ListItemText
                primary={link.label}
                slotProps={{
                  primary: { sx: { fontWeight: 'inherit', whiteSpace: { md: 'nowrap' }, fontSize: { xs: '0.9rem', md: '1rem' } } },
                }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
