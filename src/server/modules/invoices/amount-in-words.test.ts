import { amountInWords, numberInWords } from './amount-in-words';

it.each([
  [0, 'Rupees Zero Only'],
  [100, 'Rupees One Only'],
  [1900, 'Rupees Nineteen Only'],
  [10000, 'Rupees One Hundred Only'],
  [10100, 'Rupees One Hundred One Only'],
  [5, 'Rupees Zero and Five Paise Only'],
  [4550, 'Rupees Forty Five and Fifty Paise Only'],
  [100000, 'Rupees One Thousand Only'],
  [10_000_000, 'Rupees One Lakh Only'],
  [99_99_999_00, 'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
  [1_00_00_000_00, 'Rupees One Crore Only'],
  [12_34_56_789_05, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Five Paise Only'],
  [1_00_00_00_000_00, 'Rupees One Hundred Crore Only'],
])('%i paise is "%s"', (paise, words) => {
  expect(amountInWords(paise)).toBe(words);
});

it('spells each group on the Indian scale', () => {
  expect(numberInWords(1_01_01_010)).toBe('One Crore One Lakh One Thousand Ten');
  expect(numberInWords(20_00_700)).toBe('Twenty Lakh Seven Hundred');
});

it('refuses what is not a whole, non-negative number of paise', () => {
  expect(() => amountInWords(-1)).toThrow(RangeError);
  expect(() => amountInWords(1.5)).toThrow(RangeError);
});
