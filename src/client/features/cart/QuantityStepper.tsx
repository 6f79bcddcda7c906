/**
 * − n + for one cart line, bounded by 1 and by what may be ordered (stock and the product's
 * per-order limit). The buttons are named after the product, and the number is a live region
 * so a screen reader says the new quantity after each press.
 */
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

export type QuantityStepperProps = { name: string; quantity: number; max: number; onChange: (quantity: number) => void };

export default function QuantityStepper({ name, quantity, max, onChange }: QuantityStepperProps) {
  return (
    <Box
      role="group"
      aria-label={`Quantity of ${name}`}
      sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 5 }}
    >
      <IconButton aria-label={`Decrease quantity of ${name}`} disabled={quantity <= 1} onClick={() => onChange(quantity - 1)}>
        <Remove fontSize="small" />
      </IconButton>
      <Box component="output" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}>
        {quantity}
      </Box>
      <IconButton aria-label={`Increase quantity of ${name}`} disabled={quantity >= max} onClick={() => onChange(quantity + 1)}>
        <Add fontSize="small" />
      </IconButton>
    </Box>
  );
}
