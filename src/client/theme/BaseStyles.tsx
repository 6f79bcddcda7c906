/**
 * The page's base styles from the theme, as MUI's CssBaseline writes them for a light theme
 * without CSS variables: border-box sizing, smoothed fonts, the theme's body text and
 * background, no body margin, bold `strong`; and one rule of our own: a word longer than its
 * line (a pasted name or code typed by an admin or a shopper) breaks instead of pushing the page
 * wider than a phone (`break-word` changes nothing else's size). Written here with GlobalStyles, which / loads
 * anyway, instead of CssBaseline and its colour-scheme machinery (1 KB gzipped of /).
 */
import { GlobalStyles } from '@mui/system';
import type { Theme } from '@mui/material/styles';

const styles = (theme: Theme) => ({
  html: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale', boxSizing: 'border-box', WebkitTextSizeAdjust: '100%' },
  '*, *::before, *::after': { boxSizing: 'inherit' },
  'strong, b': { fontWeight: theme.typography.fontWeightBold },
  body: {
    margin: 0,
    overflowWrap: 'break-word',
    color: theme.palette.text.primary,
    ...theme.typography.body1,
    backgroundColor: theme.palette.background.default,
    '@media print': { backgroundColor: theme.palette.common.white },
    '&::backdrop': { backgroundColor: theme.palette.background.default },
  },
});

export default function BaseStyles() {
  return <GlobalStyles<Theme> styles={styles} />;
}
