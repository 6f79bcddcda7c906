/** /dashboard/user: who is signed in. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSession } from '../../session/useSession';
import { ADMIN_ROLE } from '../../../shared/catalogue';
import AccountShell from './AccountShell';

export default function UserDashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  const rows: [string, string][] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Address', user.address || 'Address not provided'],
    ...(user.phone ? ([['Phone', user.phone]] as [string, string][]) : []),
    ['Role', user.role === ADMIN_ROLE ? 'Admin' : 'User'],
  ];
  return (
    <AccountShell title="My Account">
      <Paper
        component="dl"
        sx={{
          p: 3,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.5, sm: 1.5 },
        }}
      >
        {rows.map(([label, value]) => (
          <Typography key={label} component="div" sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Typography>
        ))}
      </Paper>
    </AccountShell>
  );
}
