/**
 * The first paint of the pages a shopper lands on: / (frame, hero, loading cards), /search
 * (frame, the empty search) and a product page (frame, loading skeleton, and the product's
 * photo and name, blanks the server fills in per product). The build renders them from the
 * app's own components (scripts/webpack-first-paint.js) and the server sends them inside
 * #root, so a phone paints the page, its largest paint included, while the app's code
 * downloads, instead of a bar and "Loading the shop…"; React then replaces it with the page
 * rendered live.
 *
 * The frame differs at 768 px (useWideScreen), so each page is rendered at both widths and a
 * media query shows one. It is a picture until the app runs: `inert`, so nothing in it takes
 * a tap or a keystroke the app would then lose, and screen readers wait for the live page.
 */
import createCache, { type StylisElement, type StylisPlugin } from '@emotion/cache';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import Box from '@mui/material/Box';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router';
import { APP_PATHS } from '../../shared/app-paths';
import { ProductPageSkeleton } from '../components/Skeletons';
import { AssumedWideScreen } from '../components/useWideScreen';
import HomePage from '../features/catalogue/HomePage';
import SearchPage from '../features/search/SearchPage';
import { makeStore } from '../store/store';
import BaseStyles from '../theme/BaseStyles';
import ShopThemeProvider from '../theme/ShopThemeProvider';
import Layout from './Layout';

/** A product page's photo where its loading skeleton has a grey square: the largest paint, as the app will show it. */
const productPhoto = (
  <Box
    component="img"
    src="%PRODUCT_PHOTO%"
    alt="%PRODUCT_NAME%"
    decoding="async"
    sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', bgcolor: '#eef3f2' }}
  />
);

/** The pages painted ahead, by route: each as the app shows it before its data, signed out, with an empty cart. */
const FIRST_PAINTS: Record<string, ReactElement> = {
  [APP_PATHS.home]: <HomePage />,
  [APP_PATHS.search]: <SearchPage />,
  [APP_PATHS.product]: <ProductPageSkeleton label="Loading product" photo={productPhoto} />,
};

export const FIRST_PAINT_PATHS = Object.keys(FIRST_PAINTS);

const SHOW_ONE =
  '.first-paint-wide{display:none}@media (min-width:768px){.first-paint-narrow{display:none}.first-paint-wide{display:block}}';

/** What a picture never shows: states only a pointer or a keyboard puts an element in, a busy button, Firefox's inner focus ring. */
const NEVER_SHOWN =
  /:(hover|focus|focus-visible|focus-within|active|disabled)\b|\.Mui-(disabled|focusVisible)\b|\.MuiButton-loading|::-moz-focus-inner/;

/** Properties that only matter to a pointer, a finger or a keyboard, or to movement. */
const INTERACTION_ONLY = new Set([
  'cursor',
  'user-select',
  '-webkit-user-select',
  '-webkit-tap-highlight-color',
  'pointer-events',
  'touch-action',
  'outline',
  'transition',
]);

const isDeclaration = (element: StylisElement, property?: string) =>
  element.type === 'decl' && (property === undefined || element.props === property);

/**
 * Leaves out of the picture's stylesheet what a picture never shows (the states above, print
 * styles, cursors, selection, outlines, transitions) and every declaration a later one of the same property overrides, and
 * writes no vendor prefixes (no prefixer plugin): the page comes with every visit to / and
 * counts in its weight (server/bundle-budget.test.ts).
 */
const pictureOnly: StylisPlugin = (element) => {
  if (element.type === '@media' && element.value.includes('print')) element.children = [];
  if (element.type !== 'rule' || typeof element.children === 'string') return;
  if ((element.props as string[]).every((selector) => NEVER_SHOWN.test(selector))) {
    element.children = [];
    return;
  }
  const declarations = element.children;
  element.children = declarations.filter(
    (child, i) =>
      !(isDeclaration(child) && INTERACTION_ONLY.has(child.props as string)) &&
      !(isDeclaration(child) && declarations.slice(i + 1).some((later) => isDeclaration(later, child.props as string))),
  );
};

function renderAt(pattern: string, wide: boolean, styles: EmotionCache): string {
  // The base styles (html and body) once, with the first width: they are the same at both.
  return renderToStaticMarkup(
    <CacheProvider value={styles}>
      <AssumedWideScreen.Provider value={wide}>
        <Provider store={makeStore()}>
          <ShopThemeProvider>
            {!wide && <BaseStyles />}
            <StaticRouter location={pattern}>
              <Routes>
                <Route element={<Layout />}>
                  <Route path="*" element={FIRST_PAINTS[pattern]} />
                </Route>
              </Routes>
            </StaticRouter>
          </ShopThemeProvider>
        </Provider>
      </AssumedWideScreen.Provider>
    </CacheProvider>,
  );
}

/** The HTML #root holds for a route (one of FIRST_PAINT_PATHS) until the app renders it. */
export function renderFirstPaint(pattern: string): string {
  // One stylesheet for both widths: the wide render writes only the rules the narrow one did not.
  // Its own key ("fp-" classes), so the app, which writes the full rules, never takes these for its own.
  const styles = createCache({ key: 'fp', stylisPlugins: [pictureOnly] });
  return [
    `<style>${SHOW_ONE}</style>`,
    `<div class="first-paint-narrow" inert>${renderAt(pattern, false, styles)}</div>`,
    `<div class="first-paint-wide" inert>${renderAt(pattern, true, styles)}</div>`,
  ].join('');
}
