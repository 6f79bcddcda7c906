/**
 * Stands in for CircularProgress inside MUI's Button and IconButton in the build
 * (webpack.config.js swaps it in). They draw it only while `loading`, which no storefront
 * page sets on its first render, yet import it for every page that has a button: 1 KB
 * gzipped of the first download. Here it loads the first time a button shows its spinner.
 */
import type { CircularProgressProps } from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';

const CircularProgress = lazy(() => import('@mui/material/CircularProgress'));

export default function ButtonSpinner(props: CircularProgressProps) {
  return (
    <Suspense fallback={null}>
      <CircularProgress {...props} />
    </Suspense>
  );
}
