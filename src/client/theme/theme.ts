/**
 * The shop's one theme: a calm pharmacy teal with a warm accent, high-contrast text. Page
 * headings (h4, shown as each page's h1) are smaller on phones, so a long product or category
 * name wraps less; set here once, not on each page.
 */
import { createTheme } from '@mui/material/styles';

const base = createTheme({
  palette: {
    primary: { main: '#00796b', dark: '#004d40', light: '#48a999', contrastText: '#ffffff' },
    secondary: { main: '#5c6bc0', contrastText: '#ffffff' },
    warning: { main: '#ed6c02' },
    background: { default: '#f6f8f7', paper: '#ffffff' },
    text: { primary: '#1c2826', secondary: '#4a5a57' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '3px solid #ffb300', outlineOffset: 2 },
        },
      },
    },
  },
});

export const theme = createTheme(base, {
  typography: { h4: { fontSize: '1.6rem', [base.breakpoints.up('md')]: { fontSize: '2rem' } } },
});
