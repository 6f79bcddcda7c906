/**
 * The first paint's own stylesheet (app/firstPaint.tsx): emotion's rules as the app writes them,
 * less what a picture never shows. The page comes with every visit to / and its CSS counts in
 * its weight (server/bundle-budget.test.ts), so each rule left out is a byte a phone saves.
 */
import createCache, { type EmotionCache, type StylisElement, type StylisPlugin } from '@emotion/cache';

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
 * Leaves out the states above, print styles, the properties above, and every declaration a later
 * one of the same property overrides.
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

/**
 * A style cache for one page's first paint, shared by its renders at both widths (the second
 * writes only the rules the first did not). Its key is its own ("fp-" classes), so the app, which
 * writes the full rules, never takes these for its own; and it writes no vendor prefixes (no
 * prefixer plugin).
 */
export function firstPaintStyles(): EmotionCache {
  return createCache({ key: 'fp', stylisPlugins: [pictureOnly] });
}
