/**
 * The architecture as rules (`npm run lint` runs them): each process keeps to its own folder,
 * `shared/` stays free of every platform, and features — in the renderer and on the server —
 * never reach into each other, however deeply their folders nest.
 */
const PROCESSES = ['src-server', 'src-main', 'src-renderer', 'src-preload'];

/**
 * The server's layers, top to bottom. Each imports only the layers below it; above them all sit
 * the entry points (app.ts, main.ts, cli/), which nothing imports.
 * - features: one folder per feature, its routes, rules and repositories;
 * - web: server rendering and serving of the website;
 * - http: what every route uses (route(), guards, sessions, uploads, rate limits);
 * - engines: the domain engines (schedules, tracking, carriers, ports, DCSA);
 * - services: what several features share (email and the outbox, files, shared repositories);
 * - db: the database, its migrations and the reference data its schema holds;
 * - core: what every layer may use (errors, raw answers, the clock, secret tokens).
 */
const SERVER_LAYERS = ['features', 'web', 'http', 'engines', 'services', 'db', 'core'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-self-contained',
      comment: 'shared/ runs in every process: it imports only itself and platform-free packages.',
      severity: 'error',
      from: { path: '^shared/' },
      // geojson and topojson-specification are types only (@types/...), which the resolver
      // names by their bare package name.
      to: { pathNot: ['^shared/', '^node_modules/', '^(geojson|topojson-specification)$'] },
    },
    {
      name: 'shared-is-platform-free',
      comment: 'shared/ runs in every process: no Node built-ins, no Electron, no React.',
      severity: 'error',
      from: { path: '^shared/', pathNot: '\\.test\\.ts$' },
      to: {
        dependencyTypesNot: ['type-only'],
        path: ['^node:', '^node_modules/(electron|react|react-dom|react-router)/'],
      },
    },
    {
      name: 'shared-uses-no-node-builtins',
      severity: 'error',
      from: { path: '^shared/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    ...PROCESSES.map((process) => ({
      name: `${process}-stays-in-its-process`,
      comment: 'Processes talk through shared/ contracts (HTTP, the desktop bridge), never by import.',
      severity: 'error',
      from: { path: `^${process}/` },
      to: { path: PROCESSES.filter((other) => other !== process).map((other) => `^${other}/`) },
    })),
    {
      name: 'renderer-features-stay-apart',
      comment: 'Renderer features never import each other: shared pieces go to components/ or lib/.',
      severity: 'error',
      from: { path: '^src-renderer/features/([^/]+)/' },
      to: { path: '^src-renderer/features/', pathNot: '^src-renderer/features/$1/' },
    },
    {
      name: 'server-features-stay-apart',
      comment: 'Server features never import each other: shared pieces go to http/ or services/.',
      severity: 'error',
      from: { path: '^src-server/features/([^/]+)/' },
      to: { path: '^src-server/features/', pathNot: '^src-server/features/$1/' },
    },
    ...SERVER_LAYERS.map((layer, index) => ({
      name: `server-${layer}-imports-only-layers-below`,
      comment: `src-server/${layer}/ imports only ${SERVER_LAYERS.slice(index + 1).join(', ') || 'itself'} (and shared/).`,
      severity: 'error',
      from: { path: `^src-server/${layer}/`, pathNot: '\\.test\\.ts$' },
      to: {
        path: [
          ...SERVER_LAYERS.slice(0, index).map((above) => `^src-server/${above}/`),
          '^src-server/cli/',
          '^src-server/(app|main)\\.ts$',
        ],
      },
    })),
    {
      name: 'code-never-imports-features-from-below',
      comment: 'lib/, components/, http/, services/ and db/ serve features; they do not depend on one.',
      severity: 'error',
      from: { path: '^(src-renderer/(lib|components)|src-server/(http|services|db))/' },
      to: { path: '^src-(renderer|server)/features/' },
    },
    {
      name: 'migrations-are-frozen',
      comment: 'A migration imports Kysely and nothing else, so later code changes cannot rewrite history.',
      severity: 'error',
      from: { path: '^src-server/db/migrations/', pathNot: '^src-server/db/migrations/index\\.ts$' },
      to: { pathNot: '^node_modules/kysely/' },
    },
    {
      name: 'jotai-only-through-the-store',
      comment: 'Renderer code reaches jotai through src-renderer/lib/store.ts.',
      severity: 'error',
      from: { path: '^src-renderer/', pathNot: '^src-renderer/lib/store\\.ts$' },
      to: { path: '^node_modules/jotai/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'source-never-imports-tests',
      severity: 'error',
      from: { path: '^(shared|src-[a-z]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ['^tests/', '\\.test\\.tsx?$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|out|release|data|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
