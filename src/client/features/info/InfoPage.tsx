/** The frame the static pages share: a title and a readable column. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import PageMeta from '../../components/PageMeta';

export type InfoPageProps = { title: string; metaTitle: string; children: ReactNode };

export default function InfoPage({ title, metaTitle, children }: InfoPageProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 5 }, maxWidth: 960, mx: 'auto', '& h2': { mt: 3, mb: 1 }, '& p': { lineHeight: 1.7 } }}
    >
      <PageMeta title={metaTitle} />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
