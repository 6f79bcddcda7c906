import { failureMessage } from './failureMessage';

const refused = 'Failed to update profile.';
const failed = 'Something went wrong while updating profile.';

it("prefers the server's own message", () => {
  expect(failureMessage({ status: 400, data: { success: false, message: 'Phone is invalid' } }, refused, failed)).toBe('Phone is invalid');
});

it('says the call was refused when the server answered without a message', () => {
  expect(failureMessage({ status: 500, data: null }, refused, failed)).toBe(refused);
  expect(failureMessage({ status: 409, data: { success: false, message: '' } }, refused, failed)).toBe(refused);
});

it('says something went wrong when no usable answer came back', () => {
  expect(failureMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, refused, failed)).toBe(failed);
  expect(failureMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' }, refused, failed)).toBe(failed);
  expect(
    failureMessage(
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError' },
      refused,
      failed,
    ),
  ).toBe(failed);
  // Before one helper, the profile and order forms called these two 'refused' and the admin screens 'failed'.
  expect(failureMessage({ status: 'CUSTOM_ERROR', error: 'broken' }, refused, failed)).toBe(failed);
  expect(failureMessage({ name: 'TypeError', message: 'x is undefined' }, refused, failed)).toBe(failed);
  expect(failureMessage(undefined, refused, failed)).toBe(failed);
});

it('uses its one default for both cases when given one', () => {
  expect(failureMessage({ status: 404, data: {} }, 'Failed to load categories.')).toBe('Failed to load categories.');
  expect(failureMessage({ status: 'FETCH_ERROR' }, 'Failed to load categories.')).toBe('Failed to load categories.');
});
