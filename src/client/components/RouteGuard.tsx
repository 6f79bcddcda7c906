/**
 * Guards a dashboard: with a token it asks the server whether the user (or an administrator)
 * may enter; while that is unknown or refused it shows a 3-second countdown, then sends the
 * visitor to /login (user area) or / (admin area), remembering where they came from.
 * A signed-in shopper the server refuses (403) at an admin page is not a visitor to send away:
 * they are told plainly that the page is for administrators, with a way home.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import RouterLink from './RouterLink';
import { useAdminAuthQuery, useUserAuthQuery } from '../api/endpoints';
import { useSession } from '../session/useSession';
import PageMeta from './PageMeta';
import { brandedTitle } from '../config/brand';

const REDIRECT_SECONDS = 3;

export type RouteGuardProps = { access: 'user' | 'admin' };

export default function RouteGuard({ access }: RouteGuardProps) {
  const { token } = useSession();
  const options = { refetchOnMountOrArgChange: true } as const;
  const user = useUserAuthQuery(undefined, { ...options, skip: !token || access !== 'user' });
  const admin = useAdminAuthQuery(undefined, { ...options, skip: !token || access !== 'admin' });
  const check = access === 'admin' ? admin : user;
  if (token && check.data?.ok && !check.isError) return <Outlet />;
  if (token && access === 'admin' && check.error && 'status' in check.error && check.error.status === 403) return <AdminsOnly />;
  return <RedirectCountdown to={access === 'admin' ? '/' : '/login'} />;
}

function RedirectCountdown({ to }: { to: string }) {
  const [count, setCount] = useState(REDIRECT_SECONDS);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    const timer = setInterval(() => setCount((value) => value - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (count <= 0) void navigate(to, { state: { from: location } });
  }, [count, navigate, to, location]);

  return (
    <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
      <PageMeta />
      <Box>
        <Typography variant="h6" component="p" role="status" sx={{ mb: 3 }}>
          If you have not logged in, you will be redirected to login page in {Math.max(count, 0)} seconds...
        </Typography>
        <CircularProgress aria-hidden />
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>Fetching your medicines...</Typography>
      </Box>
    </Box>
  );
}

function AdminsOnly() {
  return (
    <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
      <PageMeta title={brandedTitle('For administrators')} />
      <Box>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          This page is for administrators
        </Typography>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>
          You are signed in with a shopper&apos;s account, which cannot open the store&apos;s dashboard.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" sx={{ minHeight: 44 }}>
          Back to the shop
        </Button>
      </Box>
    </Box>
  );
}
