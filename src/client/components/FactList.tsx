/** Labelled facts as a description list (dt/dd in two columns); a fact without a value is left out. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type Fact = [label: string, value: ReactNode];

/** `spacing`: the list's own margins and row gap, replaced where given. */
export type FactListProps = { facts: Fact[]; spacing?: { mt?: number; rowGap?: number } };

export default function FactList({ facts, spacing }: FactListProps) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, ...spacing }}>
      {facts
        .filter(([, value]) => Boolean(value))
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
