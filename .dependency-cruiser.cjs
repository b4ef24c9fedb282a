// The import rules `npm test` enforces (npm run deps, over src, commands, tests, bench and scripts):
// one-way layers and no runtime cycles.
//
//   transports  src/discord, src/console, commands/, src/main.ts
//        ↓
//   app         src/app
//        ↓
//   below       src/engine, src/games, src/store, src/render
//
// Type-only imports (`import type`) are erased before run time, so they cannot make modules load
// each other: the cycle rule ignores them. It ignores a lazy `await import()` too: that runs after
// both modules have loaded, so it never sees a half-initialised module (commands/help.ts does one).
// The layer rules count every import, types included: a type from a higher layer is still knowledge
// flowing the wrong way.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      comment: 'A runtime import cycle: modules that load each other (type-only and lazy imports excepted).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'app-imports-transport',
      comment: 'src/app serves the transports; it must not import them (hand it what it needs instead).',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^(commands|src/discord|src/console)/|^src/main\\.ts$' },
    },
    {
      name: 'transport-imports-transport',
      comment: 'Discord and the console are peers: what both need lives in src/app or commands/.',
      severity: 'error',
      from: { path: '^src/(discord|console)/' },
      to: { path: '^src/(discord|console)/', pathNot: '^src/$1/' },
    },
    {
      name: 'commands-import-adapter',
      comment: 'commands/ is shared by both adapters, so it imports neither.',
      severity: 'error',
      from: { path: '^commands/' },
      to: { path: '^src/(discord|console)/|^src/main\\.ts$' },
    },
    {
      name: 'lower-imports-upper',
      comment: 'engine, games, store and render sit below src/app and the transports.',
      severity: 'error',
      from: { path: '^src/(engine|games|store|render)/' },
      to: { path: '^(commands|src/discord|src/console|src/app)/|^src/main\\.ts$' },
    },
    {
      name: 'engine-is-the-floor',
      comment: 'The kernel knows no game, store or picture.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/(games|store|render)/' },
    },
    {
      name: 'rules-store-nothing',
      comment: 'Rules (engine, games) are pure: no store, no I/O.',
      severity: 'error',
      from: { path: '^src/(engine|games)/' },
      to: { path: '^src/store/' },
    },
    {
      name: 'rules-draw-nothing',
      comment:
        "Rules draw nothing; only a game's presentation (src/games/<game>/presentation*) hands out its pictures.",
      severity: 'error',
      from: { path: '^src/(engine|games)/', pathNot: '^src/games/[^/]+/presentation' },
      to: { path: '^src/render/' },
    },
    {
      name: 'upper-knows-no-game',
      comment:
        "Issue #12: the app and the transports reach a game through the registry (src/app/registry.ts) and its presentation only; a game's rules, data, views and pictures stay behind it.",
      severity: 'error',
      from: {
        path: '^(src/app|src/discord|src/console|commands)/',
        pathNot: '^src/app/registry\\.ts$',
      },
      to: { path: '^src/games/|^src/render/[^/]+/' },
    },
    {
      name: 'shared-render-knows-no-game',
      comment:
        "src/render/*.ts is what every game's pictures share (the pool, the GIF builder, shapes): a game's own drawing lives in src/render/<game>/, its jobs reach the pool through src/render/jobs/index.ts.",
      severity: 'error',
      from: { path: '^src/render/[^/]+\\.ts$' },
      to: { path: '^src/games/|^src/render/(?!jobs/)[^/]+/' },
    },
    {
      name: 'store-knows-no-game',
      comment: 'The store keeps events; it does not read rules or draw.',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: '^src/(games|render)/' },
    },
    {
      name: 'render-reads-views',
      comment:
        "Pictures are drawn from what view() gives the viewer and the games' static data, never by running rules; types (views, event records) may come from anywhere in a game.",
      severity: 'error',
      from: { path: '^src/render/' },
      to: {
        path: '^src/games/',
        pathNot: '^src/games/[^/]+/(view|data/.*)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'] },
  },
};
