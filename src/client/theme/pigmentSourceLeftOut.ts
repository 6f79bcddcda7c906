/**
 * Stands in for MUI's stringifyTheme in the production build (webpack.config.js swaps it in).
 * MUI hangs it on every theme as `toRuntimeSource`, for Pigment CSS's build, which this shop
 * does not use; its code would be part of the first download. Calling it fails loudly.
 */
export function stringifyTheme(): never {
  throw new Error("This build leaves out MUI's theme stringifier (Pigment CSS): remove its replacement from webpack.config.js to use it.");
}
