/**
 * The facts printed on a medicine's pack that Indian pharmacy pages show (and the Legal
 * Metrology and e-commerce rules ask for): composition, maker, pack, form, storage and
 * country of origin. Facts the product does not have are left out rather than shown blank.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Product } from '../../api/endpoints';
import { DOSAGE_FORM_LABELS } from '../../components/dosageForms';
import CompositionLinks from './CompositionLinks';

export type MedicineFactsProps = { product: Product };

export default function MedicineFacts({ product }: MedicineFactsProps) {
  const facts: [string, ReactNode][] = [
    ['Composition', product.composition.length > 0 && <CompositionLinks composition={product.composition} />],
    ['Manufacturer', product.manufacturer],
    ['Pack size', product.packSize],
    ['Dosage form', product.dosageForm !== 'other' && DOSAGE_FORM_LABELS[product.dosageForm]],
    ['Storage', product.storage],
    ['Country of origin', product.countryOfOrigin],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, mt: 3, mb: 0 }}>
      {facts
        .filter(([, value]) => Boolean(value))
        .map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
