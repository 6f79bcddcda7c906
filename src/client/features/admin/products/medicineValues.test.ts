/**
 * The form's own checks where a browser gives no picker: Firefox and Safari on the desktop show
 * the expiry month as plain text, so any text can reach them (jsdom, like Chrome, would clear it).
 */
import { medicineErrors, medicineFields, medicineValues } from './medicineValues';

it('names the expiry month when it is not YYYY-MM, and accepts a real month', () => {
  for (const expiresOn of ['2027-13', '03/2027', '2027-3', 'March 2027']) {
    expect(medicineErrors({ ...medicineValues(), expiresOn }, '10').fields.expiresOn).toBe(
      'Expiry month must be a month such as 2027-03 (YYYY-MM).',
    );
  }
  expect(medicineErrors({ ...medicineValues(), expiresOn: '2027-12' }, '10').fields).toEqual({});
});

it('sends a new product without the optional fields left empty, and an edited one with storage cleared', () => {
  const values = medicineValues();
  expect(medicineFields(values, '25', false)).toEqual({
    mrp: 25,
    manufacturer: '',
    packSize: '',
    unitsPerPack: 1,
    dosageForm: 'other',
    composition: '[]',
    schedule: 'OTC',
    gstRate: 5,
    countryOfOrigin: 'India',
  });
  expect(medicineFields(values, '25', true)).toMatchObject({ storage: '' });
});
