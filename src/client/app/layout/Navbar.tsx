/**
 * The top bar: brand, search, links and account on wide screens; brand, cart and a menu below
 * 768 px. Only the parts for the current width are rendered.
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import { useWideScreen } from '../../components/useWideScreen';
import AccountMenu from './AccountMenu';
import Brand from './Brand';
import CartLink from './CartLink';
import CategoriesMenu from './CategoriesMenu';
import MobileMenu from './MobileMenu';
import SearchBox from './SearchBox';

export default function Navbar() {
  const wide = useWideScreen();
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, maxWidth: 1440, width: '100%', mx: 'auto' }}>
        <Brand />
        {wide ? (
          <>
            <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
              <SearchBox />
            </Box>
            <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Button color="inherit" component={RouterLink} to="/">
                Home
              </Button>
              <CategoriesMenu />
              <AccountMenu />
            </Box>
            <CartLink />
          </>
        ) : (
          <>
            <Box sx={{ flex: 1 }} />
            <CartLink />
            <MobileMenu />
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
