import { gstinCheckCharacter, isGstin } from './gstin';

it('accepts GSTINs whose check character is right', () => {
  expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
  expect(isGstin('29AAGCB7383J1Z4')).toBe(true);
  expect(gstinCheckCharacter('27ABCDE1234F1Z')).toBe('0');
});

it('refuses a wrong check character, a wrong shape or lower case', () => {
  expect(isGstin('27AAPFU0939F1ZW')).toBe(false);
  expect(isGstin('27AAPFU0939F1XV')).toBe(false);
  expect(isGstin('2AAPFU0939F1ZV')).toBe(false);
  expect(isGstin('27aapfu0939f1zv')).toBe(false);
});
