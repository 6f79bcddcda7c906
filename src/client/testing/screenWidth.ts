/**
 * jsdom has no matchMedia, so the app takes its wide layout. `atScreenWidth(375)` gives the
 * page a matchMedia that answers min-width and max-width queries for that width, as a phone
 * would; setup-tests removes it after each test.
 */
export function atScreenWidth(px: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, value]) =>
      side === 'min' ? px >= Number(value) : px <= Number(value),
    );
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function resetScreenWidth() {
  delete (window as Partial<Window>).matchMedia;
}
