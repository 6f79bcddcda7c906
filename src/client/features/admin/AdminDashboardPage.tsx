/** Admin home: the menu and who is signed in. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../session/useSession';
import AdminShell from './AdminShell';

export default function AdminDashboardPage() {
  const { user } = useSession();
  const rows = [
    ['Admin Name', user?.name || 'N/A'],
    ['Admin Email', user?.email || 'N/A'],
    ['Admin Contact', user?.phone || 'N/A'],
  ];
  return (
    <AdminShell title="Admin - Dashboard" heading="Admin Dashboard">
      <Card>
        <CardContent>
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            {rows.map(([label, value]) => (
              <Stack key={label} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 1 } }}>
                <Typography component="dt" sx={{ fontWeight: 700, minWidth: 140 }}>
                  {label}:
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </AdminShell>
  );
}
