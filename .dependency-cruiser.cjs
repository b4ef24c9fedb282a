// The import rules `npm test` enforces (npm run deps, over src, commands, tests, bench and scripts):
// one-way layers, each game in a folder of its own, and no runtime cycles.
//
//   transports   src/discord, src/console, commands/ (the commands every game shares), src/main.ts
//        ↓
//   app          src/app — src/app/registry.ts, the one shared file that imports a game, lists each
//        ↓       game's definition (src/games/<game>/game.ts)
//   games        src/games/<game>/: everything one game is —
//        ↓         rules and data       read src/engine only: no store, no drawing, no app
//        ↓         presentation*        what the transports show: may draw (its render/)
//        ↓         render/              its drawing and render-pool jobs: reads its views and data only
//        ↓         commands/, game.ts   its slash commands and its registration: may use src/app, as
//        ↓                              commands/ does
//   below        src/engine, src/store, src/render (what every game's pictures share)
//
// A game imports no other game; the Hand of Destiny system (src/games/hand-of-destiny/) is shared by
// its scenarios, which may import it. Shared code (the app, the engine, the store, src/render, the
// transports, scripts/) imports no game, but for the registry.
// Type-only imports (`import type`) are erased before run time, so they cannot make modules load
// each other: the cycle rule ignores them. It ignores a lazy `await import()` too: that runs after
// both modules have loaded, so it never sees a half-initialised module (commands/help.ts does one).
// The layer rules count every import, types included: a type from a higher layer is still knowledge
// flowing the wrong way.
const SHARED = '^(src/(app|engine|store|render|discord|console)/|commands/|scripts/|src/main\\.ts$)';
const UPPER = '^(commands|src/discord|src/console|src/app)/|^src/main\\.ts$';

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
      comment: "Commands (commands/ and a game's commands/) serve both adapters, so they import neither.",
      severity: 'error',
      from: { path: '^commands/|^src/games/[^/]+/commands/' },
      to: { path: '^src/(discord|console)/|^src/main\\.ts$' },
    },
    {
      name: 'game-imports-game',
      comment:
        "A game's folder imports no other game's; the Hand of Destiny system (src/games/hand-of-destiny/) is shared by its scenarios.",
      severity: 'error',
      from: { path: '^src/games/([^/]+)/' },
      to: { path: '^src/games/', pathNot: '^src/games/($1|hand-of-destiny)/' },
    },
    {
      name: 'shared-imports-game',
      comment:
        "Shared code reaches a game through the registry (src/app/registry.ts) and its definition only: a game's rules, data, views, pictures and commands stay in its folder.",
      severity: 'error',
      from: { path: SHARED, pathNot: '^src/app/registry\\.ts$' },
      to: { path: '^src/games/' },
    },
    {
      name: 'game-imports-upper',
      comment:
        "A game's rules, data, presentation and drawing sit below src/app and the transports; only its commands and its registration (commands/, game.ts) use src/app.",
      severity: 'error',
      from: { path: '^src/games/', pathNot: '^src/games/[^/]+/(commands/|game\\.ts$)' },
      to: { path: UPPER },
    },
    {
      name: 'game-commands-import-transport',
      comment:
        "A game's commands and registration use src/app, as commands/ does; not the shared commands or the adapters.",
      severity: 'error',
      from: { path: '^src/games/[^/]+/(commands/|game\\.ts$)' },
      to: { path: '^(commands|src/discord|src/console)/|^src/main\\.ts$' },
    },
    {
      name: 'lower-imports-upper',
      comment: 'engine, store and render sit below src/app, the games and the transports.',
      severity: 'error',
      from: { path: '^src/(engine|store|render)/' },
      to: { path: UPPER },
    },
    {
      name: 'engine-is-the-floor',
      comment: 'The kernel knows no game, store or picture.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/(games|store|render)/' },
    },
    {
      name: 'games-store-nothing',
      comment: 'Rules are pure, and a game reaches the store through src/app only: no game file imports the store.',
      severity: 'error',
      from: { path: '^src/(engine|games)/' },
      to: { path: '^src/store/' },
    },
    {
      name: 'rules-draw-nothing',
      comment:
        "Rules draw nothing; only a game's presentation (presentation*) and its registration hand out its pictures, drawn by its render/.",
      severity: 'error',
      from: {
        path: '^src/(engine|games)/',
        pathNot: '^src/games/[^/]+/(presentation|render/|game\\.ts$)',
      },
      to: { path: '^src/render/|^src/games/[^/]+/render/' },
    },
    {
      name: 'render-reads-views',
      comment:
        "Pictures (src/render and a game's render/) are drawn from what view() gives the viewer and the game's static data, never by running rules; types (views, event records) may come from anywhere in the game.",
      severity: 'error',
      from: { path: '^src/render/|^src/games/[^/]+/render/' },
      to: {
        path: '^src/games/',
        pathNot: '^src/games/[^/]+/(view|data/.*|render/.*)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'store-knows-no-game',
      comment: 'The store keeps events; it does not read rules or draw.',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: '^src/(games|render)/' },
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
