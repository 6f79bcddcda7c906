/**
 * The top bar: brand, search, links and account on wide screens; brand, cart and a menu below
 * 768 px, with the search box on a second row of its own (on screen on every page, as shoppers
 * expect, and part of the first paint so nothing shifts). Only the parts for the current width
 * are rendered. A Box styled as MUI's sticky AppBar and Toolbar (the theme's toolbar heights),
 * not those components: in the first download they cost 1.5 KB gzipped for these few styles.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RouterLink from '../../components/RouterLink';
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
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 1,
      }}
    >
      <Box
        sx={(theme) => ({
          ...theme.mixins.toolbar,
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, md: 2 },
          px: { xs: 2, sm: 3 },
          maxWidth: 1440,
          width: '100%',
          mx: 'auto',
        })}
      >
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
      </Box>
      {!wide && (
        <Box sx={{ px: 2, pb: 1 }}>
          <SearchBox />
        </Box>
      )}
    </Box>
  );
}
