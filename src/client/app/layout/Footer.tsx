/**
 * Footer: the static pages and the brand's rights line. Plain router links styled here, not
 * MUI's Link and Stack: the footer is on every first visit and these were all it needed them for.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, lazy, Suspense } from 'react';
import RouterLink from '../../components/RouterLink';
import { storeName } from '../../config/brand';

/** Its own chunk, fetched after the first paint: the home page's budget (150 KB) has no room for it. */
const PharmacistLine = lazy(() => import('../../features/prescriptions/PharmacistLine'));

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
      <Box
        component="nav"
        aria-label="Footer"
        sx={{
          display: 'flex',
          justifyContent: 'center',
          gap: 1,
          mt: 1,
          '& a': { color: 'inherit', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } },
        }}
      >
        {links.map((link, index) => (
          <Fragment key={link.to}>
            {index > 0 && <span aria-hidden>|</span>}
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Fragment>
        ))}
      </Box>
      <Suspense fallback={null}>
        <PharmacistLine />
      </Suspense>
    </Box>
  );
}
