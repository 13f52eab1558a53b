/**
 * Import boundaries (docs/decisions/146). No exceptions: the temporary lists of deep imports and
 * module cycles that issue 12's rework left are empty and gone. `npm run lint:imports` checks them
 * (scripts/quality/import-boundaries.mjs); `npm test` runs it first, beside Biome and tsc, and fails
 * on any violation.
 *
 * - Server: another module is used only through its public surface: `modules/<m>/<m>.plugin.ts` (the
 *   module recipe, decision 144), and `<m>.schema.ts` for reads (decision 149); the command-line
 *   tools and tests may also use `<m>.service.ts` (the dataset pipeline's library surface, decision
 *   145; services a test builds directly). A module that must reach one registered after it exposes a hook on its public service
 *   that the dependent fills from its plugin (decision 153: account erasure, order extras). Tests and test helpers may also use another module's test-support files.
 *   The command-line tools (src/cli) use public surfaces only.
 * - Web: a feature never reaches into another feature's components/, hooks/ or utils/: its api/ (one
 *   file per endpoint) and stores/ (the cross-screen stores) are public, and for tests its testing/
 *   folder and *-test-kit files.
 * - Server: the db layer (apps/server/src/db) imports no module, tests included (decision 243).
 * - No import cycle at run time, anywhere (type-only imports do not make one); the script also fails on
 *   a cycle between modules, sub-folders of a module, or web features (dependency-cruiser has no rule
 *   for that).
 */

const SERVER = '^apps/server/src/modules/';
const WEB = '^apps/web/src/features/';
const TEST_FILE = '\\.test\\.tsx?$';
/** Files that exist for tests: helpers, fixtures and kits. */
const TEST_SUPPORT = '(\\.test-helpers?|\\.test-fixtures|\\.fixtures|-test-kit)\\.tsx?$|/testing/';
const SERVER_PUBLIC = [
  // <m>.schema.ts: a module's tables (decision 149), for reads that join across modules (the back
  // office, account erasure's steps); only the owner writes them. One pattern: dependency-cruiser joins the
  // list with `|`, so a second `\1` would name the first pattern's group and never match.
  `${SERVER}([^/]+)/\\1\\.(plugin|schema)\\.ts$`,
];
/**
 * The command-line tools and tests may also use a module's `<m>.service.ts`: the dataset pipeline's
 * library surface (decision 145), and the services tests build directly.
 */
const SERVER_LIBRARY = [`${SERVER}([^/]+)/\\1\\.(plugin|service|schema)\\.ts$`];
const WEB_PUBLIC = [`${WEB}[^/]+/(api|stores)/`];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'db-layer-imports-no-module',
      severity: 'error',
      comment:
        "The db layer (client, worker, migrations' runner) sits under every module and knows none (decision 243): a query names its tables from the owner's <m>.schema.ts, and the client is opened without a schema. A db test that needs a table declares its own.",
      from: { path: '^apps/server/src/db/' },
      to: { path: SERVER },
    },
    {
      name: 'no-deep-import-into-another-server-module',
      severity: 'error',
      comment:
        'Another server module is used only through its public surface: <m>.plugin.ts, and <m>.schema.ts for reads (decisions 144, 146, 149, 153). Export what you need from the plugin.',
      from: { path: `${SERVER}([^/]+)/`, pathNot: [TEST_FILE, TEST_SUPPORT] },
      to: { path: SERVER, pathNot: [`${SERVER}$1/`, ...SERVER_PUBLIC] },
    },
    {
      name: 'tests-use-public-surfaces-of-other-server-modules',
      severity: 'error',
      comment:
        "A test may use another module's public surface and its test-support files (*.test-helpers.ts, *.fixtures.ts, *.test-fixtures.ts), not its internals (decision 146).",
      from: { path: `${SERVER}([^/]+)/(testing/|.*(${TEST_FILE}|${TEST_SUPPORT}))` },
      to: { path: SERVER, pathNot: [`${SERVER}$1/`, ...SERVER_LIBRARY, `${SERVER}.*(${TEST_SUPPORT})`] },
    },
    {
      name: 'cli-uses-public-surfaces',
      severity: 'error',
      comment: 'The command-line tools use a module through its public surface only (decision 146).',
      from: { path: '^apps/server/src/cli/' },
      to: { path: SERVER, pathNot: SERVER_LIBRARY },
    },
    {
      name: 'no-cross-feature-internals',
      severity: 'error',
      comment:
        "A web feature uses another feature's api/ and stores/, never its components/, hooks/ or utils/ (decision 146).",
      from: { path: `${WEB}([^/]+)/`, pathNot: [TEST_FILE, TEST_SUPPORT] },
      to: { path: WEB, pathNot: [`${WEB}$1/`, ...WEB_PUBLIC] },
    },
    {
      name: 'web-tests-use-public-surfaces-of-other-features',
      severity: 'error',
      comment:
        "A web test or its support may use another feature's api/, stores/, testing/ and *-test-kit files, not its other internals (decision 146).",
      from: { path: `${WEB}([^/]+)/(testing/|.*(${TEST_FILE}|${TEST_SUPPORT}))` },
      to: { path: WEB, pathNot: [`${WEB}$1/`, ...WEB_PUBLIC, `${WEB}.*(${TEST_SUPPORT})`] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle makes modules inseparable (issue 12): move the shared piece into one of them.',
      from: {},
      // A `require` edge is a type-only import (scripts/quality/depcruise-babel.cjs): no cycle at run time.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['require'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-prerender)/' },
    babelConfig: { fileName: 'scripts/quality/depcruise-babel.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
