/**
 * Checkout's prescription choice: whether the cart needs one (any line whose product is
 * rxRequired), the prescription ids chosen (uploaded now, or an earlier approved one), and
 * whether Place Order may be pressed. The choice is form state, so it lives in the component.
 */
import { useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectCartItems } from '../../store/cartSlice';

export type PrescriptionChoice = ReturnType<typeof usePrescriptionChoice>;

export function usePrescriptionChoice() {
  const items = useAppSelector(selectCartItems);
  const [chosen, choose] = useState<string[]>([]);
  const lines = items.filter((product) => product.rxRequired);
  const needed = lines.length > 0;
  return {
    /** The cart's products that need a prescription. */
    lines,
    needed,
    /** What Place Order sends: nothing when no line needs a prescription. */
    prescriptionIds: needed ? chosen : [],
    ready: !needed || chosen.length > 0,
    choose,
  };
}
