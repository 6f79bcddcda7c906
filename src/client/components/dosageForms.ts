/** The dosage forms of the contract with the words the shop shows for them, in the order a form offers them. */
import type { DosageForm } from '../api/endpoints';

export const DOSAGE_FORM_LABELS: Record<DosageForm, string> = {
  tablet: 'Tablet',
  capsule: 'Capsule',
  syrup: 'Syrup',
  suspension: 'Suspension',
  injection: 'Injection',
  cream: 'Cream',
  gel: 'Gel',
  ointment: 'Ointment',
  drops: 'Drops',
  inhaler: 'Inhaler',
  powder: 'Powder',
  device: 'Device',
  other: 'Other',
};
