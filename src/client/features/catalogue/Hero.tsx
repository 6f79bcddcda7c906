/**
 * The welcome banner: Shop Now scrolls to the products, Learn More opens /about. On a wide
 * screen its right half lists the store's promises (plain text: no picture to download).
 */
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RouterLink from '../../components/RouterLink';

export type HeroProps = { onShopNow: () => void };

const PROMISES = [
  'Genuine medicines, each with its maker and MRP',
  'Prescription medicines checked by a registered pharmacist',
  'Pay cash when your order arrives',
  'Cheaper substitutes with the same salts, side by side',
];

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
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'center',
        background: (theme) => `linear-gradient(120deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
      }}
    >
      <Box>
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
      <Box
        component="ul"
        aria-label="Our promises"
        sx={{
          display: { xs: 'none', md: 'grid' },
          gap: 1.5,
          listStyle: 'none',
          m: 0,
          p: 3,
          borderRadius: 2,
          bgcolor: 'rgba(255, 255, 255, 0.12)',
          '& li::before': { content: '"✓"', fontWeight: 700, mr: 1.5 },
        }}
      >
        {PROMISES.map((promise) => (
          <Typography component="li" key={promise} sx={{ fontSize: '1.05rem' }}>
            {promise}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
