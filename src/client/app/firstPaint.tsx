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
 * media query shows one. It is painted signed out; a signed-in shopper's wide header leaves the
 * place of Register and Login empty until the app shows their name there. It is a picture until
 * the app runs: `inert`, so nothing in it takes a tap or a keystroke the app would then lose, and
 * screen readers wait for the live page; its stylesheet is its own (firstPaintStyles.ts).
 */
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
import { firstPaintStyles } from './firstPaintStyles';
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

/** The first paint's own rules: one width shown; for a signed-in shopper (marked by startAfterPaint.ts), no Register and Login. */
const FIRST_PAINT_RULES =
  '.first-paint-wide{display:none}@media (min-width:768px){.first-paint-narrow{display:none}.first-paint-wide{display:block}}' +
  'html[data-session=signed-in] .first-paint-wide .signed-out-account{visibility:hidden}';

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

/** A style tag emotion writes before the first element using the style: its key ("fp", or "fp-global" for the base styles), its name, its rules. */
const STYLE_TAG = /<style data-emotion="(fp(?:-global)?) ([^"]+)">([^<]*)<\/style>/g;

/**
 * The markup with its styles gathered into one stylesheet ahead of it, less each style no element
 * wears. A component styled on top of another (MUI's Button on ButtonBase) writes a class of its
 * own, which emotion then merges into the inner element's class; the first is left on nothing.
 */
function gatherStyles(markup: string): string {
  const worn = new Set([...markup.matchAll(/ class="([^"]*)"/g)].flatMap(([, names]) => names.split(' ')));
  const rules = [FIRST_PAINT_RULES];
  const page = markup.replace(STYLE_TAG, (_, key: string, name: string, css: string) => {
    if (key === 'fp-global' || worn.has(`fp-${name}`)) rules.push(css);
    return '';
  });
  return `<style>${rules.join('')}</style>${page}`;
}

/** The HTML #root holds for a route (one of FIRST_PAINT_PATHS) until the app renders it. */
export function renderFirstPaint(pattern: string): string {
  const styles = firstPaintStyles();
  return gatherStyles(
    [
      `<div class="first-paint-narrow" inert>${renderAt(pattern, false, styles)}</div>`,
      `<div class="first-paint-wide" inert>${renderAt(pattern, true, styles)}</div>`,
    ].join(''),
  );
}
