/**
 * The frame of every screen: navigation bar, the page, footer. The page area is at least a
 * screen tall, so the footer starts below the fold and never jumps while a page loads.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Footer from './layout/Footer';
import Navbar from './layout/Navbar';
import PageErrorBoundary from './layout/PageErrorBoundary';

export default function Layout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Navbar />
      <Container component="main" id="main" maxWidth="lg" sx={{ minHeight: '100vh', py: { xs: 2, md: 4 }, px: { xs: 2, md: 3 } }}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Container>
      <Footer />
    </Box>
  );
}
