/**
 * The shop's one theme: a calm pharmacy teal with a warm orange accent, high-contrast text.
 * Every colour a button or chip fills with carries its text at 4.5:1 or more (WCAG AA for small
 * text; MUI's default warning and info reach only 3.1 and 3.9, and failed on status chips). Page
 * headings (h4, shown as each page's h1) are smaller on phones, so a long product or category
 * name wraps less; set here once, not on each page.
 */
import { createTheme } from '@mui/material/styles';

const base = createTheme({
  palette: {
    primary: { main: '#00796b', dark: '#004d40', light: '#48a999', contrastText: '#ffffff' },
    secondary: { main: '#c2410c', dark: '#9a3412', light: '#fb923c', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0277bd', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
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
