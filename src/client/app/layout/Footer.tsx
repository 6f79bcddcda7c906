/** Footer: the static pages and the brand's rights line. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { storeName } from '../brand';

const links = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/policy', label: 'Privacy Policy' },
];

export default function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: 3, px: 2, textAlign: 'center' }}>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        All Rights Reserved &copy; {storeName()}
      </Typography>
      <Stack component="nav" aria-label="Footer" direction="row" spacing={1} divider={<span aria-hidden>|</span>} sx={{ justifyContent: 'center', mt: 1 }}>
        {links.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="hover">
            {link.label}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}
