/**
 * Stands in for the statics-hoisting helper of @emotion/react in the build (webpack.config.js
 * swaps it in). Emotion imports it for one function, withTheme, which neither MUI nor this app
 * calls, yet it would bring hoist-non-react-statics and an old react-is (1 KB gzipped) into
 * the first download. Calling withTheme fails loudly instead of half-working.
 */
export default function hoistNonReactStatics(): never {
  throw new Error("This build leaves out emotion's withTheme: use MUI's useTheme, or remove the stand-in from webpack.config.js.");
}
