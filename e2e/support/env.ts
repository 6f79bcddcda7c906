/**
 * What global-setup.ts started: the server's address and the admin it created. Read from the
 * environment the workers inherit; failing loudly here beats tests that hit the wrong server.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys with \`npm run test:e2e\` (global setup starts the server)`);
  return value;
}

export const env = {
  get baseURL() {
    return required('E2E_BASE_URL');
  },
  get admin() {
    return { email: required('E2E_ADMIN_EMAIL'), password: required('E2E_ADMIN_PASSWORD') };
  },
  get storeName() {
    return required('E2E_STORE_NAME');
  },
};
