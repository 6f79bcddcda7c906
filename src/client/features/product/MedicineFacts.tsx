/**
 * The facts printed on a medicine's pack that Indian pharmacy pages show (and the Legal
 * Metrology and e-commerce rules ask for): composition, maker, pack, form, storage and
 * country of origin. Facts the product does not have are left out rather than shown blank.
 */
import type { Product } from '../../api/endpoints';
import { DOSAGE_FORM_LABELS } from '../../components/dosageForms';
import FactList, { type Fact } from '../../components/FactList';
import CompositionLinks from './CompositionLinks';

export type MedicineFactsProps = { product: Product };

export default function MedicineFacts({ product }: MedicineFactsProps) {
  const facts: Fact[] = [
    ['Composition', product.composition.length > 0 && <CompositionLinks composition={product.composition} />],
    ['Manufacturer', product.manufacturer],
    ['Pack size', product.packSize],
    ['Dosage form', product.dosageForm !== 'other' && DOSAGE_FORM_LABELS[product.dosageForm]],
    ['Storage', product.storage],
    ['Country of origin', product.countryOfOrigin],
  ];
  return <FactList facts={facts} spacing={{ rowGap: 1, mt: 3 }} />;
}
