/**
 * The frame of every screen: a skip link, navigation bar, the page, footer; focus and an
 * announcement follow route changes (layout/RouteAnnouncer.tsx). The page area is at least a
 * screen tall, so the footer starts below the fold and never jumps while a page loads.
 * (A Box at the theme's lg width, not MUI's Container, whose code / would download for it.)
 */
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Footer from './layout/Footer';
import Navbar from './layout/Navbar';
import PageErrorBoundary from './layout/PageErrorBoundary';
import RouteAnnouncer from './layout/RouteAnnouncer';
import SkipLink from './layout/SkipLink';
import { useHeaderScrollPadding } from './layout/useHeaderScrollPadding';

export default function Layout() {
  const { pathname } = useLocation();
  useHeaderScrollPadding();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Navbar />
      <RouteAnnouncer />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          width: '100%',
          maxWidth: 'lg',
          mx: 'auto',
          minHeight: '100vh',
          py: { xs: 2, md: 4 },
          px: { xs: 2, md: 3 },
          '&:focus': { outline: 'none' },
        }}
      >
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
