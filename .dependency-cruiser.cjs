/**
 * The import rules of STYLE.md, checked (`npm run lint:deps`), so that a new feature cannot
 * quietly break them. Type-only imports count: a type borrowed from another feature couples
 * the two as much as a value does.
 *
 * Client folders: shared ones (api, components, config, session, store, testing, theme) are
 * what features build on; features are composed only in app/ (store, routes, layout).
 */
const CLIENT_SHARED = '^src/client/(api|components|config|session|store|testing|theme)/';

/** Only this module knows which database driver runs (STYLE.md, layout: db/). */
const DATABASE_DRIVERS = '(^|/)node_modules/(pg|@electric-sql/pglite)/';

module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment: 'src/shared is pure code both sides use: it imports nothing from the client or the server.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'client-not-server',
      comment: 'The browser app never imports server code (it would ship it, or fail to build).',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-client',
      comment: 'The server serves the built app; it never imports its source.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'client-shared-not-features',
      comment:
        'Shared client code (components, session, store, api, theme, testing...) works for every feature, so it imports none of them, nor the app that composes them. A shared component takes a callback (e.g. onAddToCart) instead.',
      severity: 'error',
      from: { path: CLIENT_SHARED },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'features-not-each-other',
      comment:
        'A feature never imports another feature: what two features share moves to a shared folder (session/, store/, components/...), and app/ composes them.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'features-not-app',
      comment:
        'Imports flow one way, shared → features → app: app/ loads the features, so a feature importing app/ would be a cycle in waiting.',
      severity: 'error',
      from: { path: '^src/client/features/' },
      to: { path: '^src/client/app/' },
    },
    {
      name: 'plugins-not-repositories',
      comment: "Server layers point one way: modules use plugins, plugins never reach into a module's repository.",
      severity: 'error',
      from: { path: '^src/server/plugins/' },
      to: { path: '^src/server/modules/.+\\.repository\\.ts$' },
    },
    {
      name: 'db-not-app',
      comment: 'The database layer is below everything: it never imports the app, a plugin or a module.',
      severity: 'error',
      from: { path: '^src/server/db/' },
      to: { path: '^src/server/(app\\.ts$|plugins/|modules/)' },
    },
    {
      name: 'only-connect-knows-the-driver',
      comment:
        'Only src/server/db/connect.ts (with listen-connection.ts, its LISTEN half, and pglite-prepared.ts with pglite-reply.ts, its Kysely dialect for PGlite, and pglite-thread.ts with pglite-worker.mjs, the thread PGlite runs on, and postgres-prepared.ts, the pool that prepares statements on PostgreSQL) knows whether PGlite or PostgreSQL runs; everything else uses the Kysely instance it makes. Tests and harnesses may use the driver: they act on PostgreSQL from outside (terminating backends, making databases).',
      severity: 'error',
      from: {
        pathNot: [
          '^src/server/db/(connect|listen-connection|pglite-prepared|pglite-reply|pglite-thread|postgres-prepared)\\.ts$',
          '^src/server/db/pglite-worker\\.mjs$',
          '\\.test\\.ts$',
          '^src/server/testing/',
        ],
      },
      to: { path: DATABASE_DRIVERS },
    },
    {
      name: 'production-not-test-harness',
      comment:
        'Production code never depends on a test harness (STYLE.md rule 13): the server outside testing/ and tests does not import src/server/testing/.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: ['^src/server/testing/', '\\.test\\.ts$'] },
      to: { path: '^src/server/testing/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles, but one deliberate one: components/toasts.tsx loads NotistackHost.tsx with a dynamic import() (notistack stays out of the first visit) and the host calls back into toasts.tsx to connect. A cycle through any other module is an error.',
      severity: 'error',
      from: {},
      to: { circular: true, viaSomeNot: '^src/client/components/(toasts|NotistackHost)\\.tsx$' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve is a broken build waiting to happen.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
