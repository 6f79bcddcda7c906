/** The top bar: brand, search, links and account on wide screens; brand, cart and a menu below 768 px. */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import AccountMenu from './AccountMenu';
import Brand from './Brand';
import CartLink from './CartLink';
import CategoriesMenu from './CategoriesMenu';
import MobileMenu from './MobileMenu';
import SearchBox from './SearchBox';

export default function Navbar() {
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, maxWidth: 1440, width: '100%', mx: 'auto' }}>
        <Brand />
        <Box sx={{ flex: 1, display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}>
          <SearchBox />
        </Box>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
          <Button color="inherit" component={RouterLink} to="/">
            Home
          </Button>
          <CategoriesMenu />
          <AccountMenu />
        </Box>
        <Box sx={{ flex: { xs: 1, md: 0 } }} />
        <CartLink />
        <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
          <MobileMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
