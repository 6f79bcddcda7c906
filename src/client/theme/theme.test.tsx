import Typography from '@mui/material/Typography';
import { render, screen } from '@testing-library/react';
import ShopThemeProvider from './ShopThemeProvider';

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
