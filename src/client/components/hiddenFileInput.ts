/**
 * The sx of a file input hidden behind a button that opens it: out of sight and out of the
 * layout. Sizes in px strings: in sx a number up to 1 is a fraction, and `width: 1` made such
 * an input as wide as its container, which pushed a phone's page to 424 px and set MUI's open
 * menus moving (they pad the body by the "scrollbar" that width difference seemed to be).
 */
export const HIDDEN_FILE_INPUT = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;
