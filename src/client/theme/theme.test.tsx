import Typography from '@mui/material/Typography';
import { render, screen } from '@testing-library/react';
import ShopThemeProvider from './ShopThemeProvider';
import { theme } from './theme';

/** The page's CSS rules (emotion inserts them through the CSSOM), without spaces. */
const pageCss = () =>
  Array.from(document.styleSheets, (sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join(''))
    .join('')
    .replace(/\s+/g, '');

it('gives page headings one responsive size: 1.6rem on phones, 2rem from 768 px', () => {
  render(
    <ShopThemeProvider>
      <Typography variant="h4" component="h1">
        Your Cart
      </Typography>
    </ShopThemeProvider>,
  );
  const heading = screen.getByRole('heading', { level: 1, name: 'Your Cart' });
  const cls = Array.from(heading.classList).find((name) => /^css-/.test(name));
  const css = pageCss();
  expect(css).toMatch(new RegExp(`\\.${cls}\\{[^}]*font-size:1\\.6rem;`));
  expect(css).toContain(`@media(min-width:768px){.${cls}{font-size:2rem;}}`);
});

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

it.each(['primary', 'secondary', 'warning', 'info', 'success', 'error'] as const)(
  'fills %s buttons and chips with text at 4.5:1 or more',
  (name) => {
    const { main, contrastText } = theme.palette[name];
    expect(contrast(main, contrastText)).toBeGreaterThanOrEqual(4.5);
  },
);
