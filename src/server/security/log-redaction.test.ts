/**
 * A credential sent in a query string never reaches the log: the request URL, Fastify's "not
 * found" message and warnings all show `name=[REDACTED]`, while ordinary parameters stay readable.
 */
import { isCredentialName, redactCredentials } from '../log-redaction';
import { type CapturedApp, createCapturedApp } from '../testing/captured-app';

let t: CapturedApp;
beforeAll(async () => {
  t = await createCapturedApp({ logLevel: 'info' });
});
afterAll(() => t.close());

const SECRETS = ['s3cret-one', 's3cret-two', 's3cret-three', 's3cret-four', 's3cret-five', 's3cret-six', 's3cret-seven', 's3cret-eight'];

describe('the request log', () => {
  it('redacts token, access_token, password, apiKey and the like in every URL it logs', async () => {
    const query = `page=2&keyword=para&token=${SECRETS[0]}&access_token=${SECRETS[1]}&apiKey=${SECRETS[2]}&%74oken=${SECRETS[3]}&Authorization=Bearer%20${SECRETS[4]}`;
    const refused = await t.app.inject({ url: `/api/v1/auth/user-auth?${query}` });
    expect(refused.statusCode).toBe(401);
    const missing = await t.app.inject({ url: `/api/v1/no-such-thing?jwt=${SECRETS[5]}&password=${SECRETS[6]}&answer=${SECRETS[7]}` });
    expect(missing.statusCode).toBe(404);

    const log = t.logText();
    for (const secret of SECRETS) expect(log).not.toContain(secret);
    expect(log).toContain(
      '/api/v1/auth/user-auth?page=2&keyword=para&token=[REDACTED]&access_token=[REDACTED]&apiKey=[REDACTED]&%74oken=[REDACTED]&Authorization=[REDACTED]',
    );
    expect(log).toContain('/api/v1/no-such-thing?jwt=[REDACTED]&password=[REDACTED]&answer=[REDACTED]');
  });
});

describe('credential names', () => {
  it.each([
    'token',
    'access_token',
    'auth',
    'authorization',
    'jwt',
    'password',
    'newPassword',
    'secret',
    'client_secret',
    'answer',
    'key',
    'api-key',
    'apiKey',
    'session_id',
  ])('%s is one', (name) => expect(isCredentialName(name)).toBe(true));
  it.each(['page', 'perPage', 'keyword', 'size', 'v', 'category', 'monkey', 'tokens_page'])('%s is not', (name) =>
    expect(isCredentialName(name)).toBe(false),
  );

  it('are redacted inside JSON log text without eating the line', () => {
    const line = JSON.stringify({ msg: 'Route GET:/x?a=1&token=abc\\"d&b=2 not found', url: '/y?secret=z' });
    expect(redactCredentials(line)).toBe(
      JSON.stringify({ msg: 'Route GET:/x?a=1&token=[REDACTED]&b=2 not found', url: '/y?secret=[REDACTED]' }),
    );
  });
});
