/**
 * Stands in for MUI's createThemeWithVars in the production build (webpack.config.js swaps it
 * in). MUI's createTheme calls that only for a theme with `cssVariables`, which this shop's
 * theme does not use, yet its code (CSS-variable themes, colour-scheme selectors) would be
 * 4 KB of the first download, gzipped. Asking for CSS variables fails loudly, not half-way.
 */
export default function createThemeWithVars(): never {
  throw new Error(
    "This build leaves out MUI's CSS-variable themes: remove the createThemeWithVars replacement from webpack.config.js to use `cssVariables`.",
  );
}
