/** The welcome banner: Shop Now scrolls to the products, Learn More opens /about. */
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export type HeroProps = { onShopNow: () => void };

export default function Hero({ onShopNow }: HeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        borderRadius: 3,
        px: { xs: 3, md: 6 },
        py: { xs: 4, md: 6 },
        mb: { xs: 3, md: 4 },
        color: 'primary.contrastText',
        background: (theme) => `linear-gradient(120deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
      }}
    >
      <Typography id="hero-title" variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, maxWidth: 640 }}>
        Your health, delivered to your door
      </Typography>
      <Typography sx={{ mt: 2, maxWidth: 560, fontSize: { xs: '1rem', md: '1.15rem' }, opacity: 0.95 }}>
        Genuine medicines, wellness and personal care at honest prices. Order today and pay cash on delivery.
      </Typography>
      <Box sx={{ display: 'flex', mt: 3, gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" color="secondary" size="large" onClick={onShopNow}>
          Shop Now
        </Button>
        <Button variant="outlined" color="inherit" size="large" component={RouterLink} to="/about">
          Learn More
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 1, opacity: 0.9 }}>
        <LocalShippingOutlined fontSize="small" aria-hidden /> Cash on delivery across India
      </Typography>
    </Box>
  );
}
