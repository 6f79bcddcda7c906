/**
 * The shop's theme for everything inside. MUI's own ThemeProvider also carries the machinery
 * for themes made of CSS variables (a CssVarsProvider, colour-scheme storage); for a theme
 * without them, like this one, it renders @mui/system's provider, which this uses directly.
 */
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { theme } from './theme';

export default function ShopThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
