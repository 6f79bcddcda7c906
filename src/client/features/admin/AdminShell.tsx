/** The frame of every admin page: the menu beside (or, on phones, above) the page's heading and content. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import PageMeta from '../../components/PageMeta';
import AdminMenu from './AdminMenu';

export type AdminShellProps = {
  /** The document title, e.g. 'Admin - All Orders'. */
  title: string;
  heading: string;
  children: ReactNode;
};

export default function AdminShell({ title, heading, children }: AdminShellProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageMeta title={title} />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' } }}>
        <Box sx={{ alignSelf: 'start', position: { md: 'sticky' }, top: { md: 16 } }}>
          <AdminMenu />
        </Box>
        <Box component="section" aria-labelledby="admin-heading" sx={{ minWidth: 0 }}>
          <Typography id="admin-heading" variant="h4" component="h1" sx={{ mb: { xs: 2, md: 3 } }}>
            {heading}
          </Typography>
          {children}
        </Box>
      </Box>
    </Container>
  );
}
