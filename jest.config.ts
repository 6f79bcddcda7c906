import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

const config: Config = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/src/server/testing/jest-timeout.ts'],
      // One database dump a run, which the tests' in-memory PGlite databases start from (pglite-template.ts).
      globalSetup: '<rootDir>/src/server/testing/pglite-template-setup.ts',
      globalTeardown: '<rootDir>/src/server/testing/pglite-template-teardown.ts',
      roots: ['<rootDir>/src/server', '<rootDir>/src/shared'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc as never, '^.+\\.[cm]js$': swc as never },
      // Jest's own require cannot load ES modules (cookie 2, used by app.inject) and cannot run
      // dynamic import() without --experimental-vm-modules (PGlite): compile both to CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!(cookie|@electric-sql/pglite)/)'],
      // An ES module package ("type": "module") Jest will not require even compiled: see the file.
      moduleNameMapper: { '^content-disposition$': '<rootDir>/src/server/testing/content-disposition.cjs' },
    },
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/src/client/testing/jsdom-environment.ts',
      roots: ['<rootDir>/src/client'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc as never },
      setupFilesAfterEnv: ['<rootDir>/src/client/testing/setup-tests.ts'],
      moduleNameMapper: { '\\.(png|jpe?g|webp|svg|css)$': '<rootDir>/src/client/testing/file-stub.ts' },
      testEnvironmentOptions: { url: 'http://localhost/', customExportConditions: [''] },
    },
  ],
};

export default config;
