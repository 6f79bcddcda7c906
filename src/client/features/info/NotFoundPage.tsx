/** Any unknown address. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RouterLink from '../../components/RouterLink';
import PageMeta from '../../components/PageMeta';
import { brandedTitle } from '../../config/brand';

export default function NotFoundPage() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }}>
      <PageMeta title={brandedTitle('Page not found')} />
      <Typography component="p" sx={{ fontSize: { xs: '5rem', md: '7rem' }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        Oops! Page Not Found
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 4 }}>
        Go Back to Home
      </Button>
    </Box>
  );
}
