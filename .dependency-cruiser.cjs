// The architecture's rules, checked by `npm run lint:deps` (part of `npm test`). docs/architecture.md
// draws the layers; each rule's comment is what a failing check prints.
//
// Layers, top to bottom (an import may only point down):
//   entry and assembly   src/main.ts, src/config.ts, src/cli/, src/app/
//   domains              src/geo/<module>/, src/risk/<module>/
//   platform             src/platform/<module>/
//   HTTP kit             src/http/
//   store                src/store/
//   lib                  src/lib/
const MODULE = '^src/(geo|risk|platform)/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-is-the-floor',
      comment:
        'src/lib/ holds small pieces with no domain and imports nothing else of Vigil: move what it needs into lib, or the code that needs it out of lib.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'store-knows-nothing-above',
      comment:
        'src/store/ (Kysely, dialects, migrations) may import only src/lib/: what a store needs to know is passed down to it, never looked up above it.',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: '^src/', pathNot: '^src/(lib|store)/' },
    },
    {
      name: 'http-kit-is-domain-free',
      comment:
        'src/http/ is the domain-free HTTP kit (route declaration, problems, pagination, principal, scopes): it may import only src/lib/. Domain code belongs in a module, the assembly in src/app/.',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: '^src/', pathNot: '^src/(lib|http)/' },
    },
    {
      name: 'platform-below-domains',
      comment:
        'src/platform/ (keys, OAuth, outbox, jobs, webhooks, …) serves the domains and never imports them or the assembly: have the domain hand the platform what it needs (a job handler, an event type) at the composition root.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/(geo|risk|app|cli)/|^src/(main|config)\\.ts$' },
    },
    {
      name: 'domains-below-the-assembly',
      comment:
        'A domain module (src/geo/, src/risk/) never imports the assembly (src/app/, src/cli/, config.ts, main.ts): it is given its settings and collaborators by the composition root.',
      severity: 'error',
      from: { path: '^src/(geo|risk)/' },
      to: { path: '^src/(app|cli)/|^src/(main|config)\\.ts$' },
    },
    {
      name: 'geo-and-risk-meet-at-the-root',
      comment:
        'Monitoring (src/geo/) and risk screening (src/risk/) never import each other: where one needs the other (sanctions for vessels), the composition root injects a lookup.',
      severity: 'error',
      from: { path: '^src/(geo|risk)/' },
      to: { path: '^src/(geo|risk)/', pathNot: '^src/$1/' },
    },
    {
      name: 'modules-meet-through-their-face',
      comment:
        "Another module is reached only through its face, its index.ts: its repositories, tables and internals are its own. Export what you need from that module's index.ts, or have the composition root inject it.",
      severity: 'error',
      from: { path: MODULE },
      to: {
        path: '^src/(geo|risk|platform)/[^/]+/',
        pathNot: ['^src/$1/$2/', '^src/(geo|risk|platform)/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'the-assembly-uses-faces-too',
      comment:
        'src/app/ and src/cli/ reach a module only through its index.ts, like any other module (config.ts reads leaf *-config.ts files instead).',
      severity: 'error',
      from: { path: '^src/(app|cli)/|^src/main\\.ts$' },
      to: { path: '^src/(geo|risk|platform)/[^/]+/', pathNot: '^src/(geo|risk|platform)/[^/]+/index\\.ts$' },
    },
    {
      name: 'config-reads-leaves',
      comment:
        "config.ts reads settings through leaf parsers only: src/lib/, the store's StoreConfig, and *-config.ts files, so that reading the configuration loads no service, pipeline or decoder.",
      severity: 'error',
      from: { path: '^src/config\\.ts$' },
      to: { path: '^src/', pathNot: ['^src/lib/', '^src/store/store-config\\.ts$', '-config\\.ts$'] },
    },
    {
      name: 'config-files-are-leaves',
      comment:
        'A *-config.ts file is what config.ts reads: it may import only src/lib/, so that the configuration stays free of the rest of the module.',
      severity: 'error',
      from: { path: '-config\\.ts$' },
      to: { path: '^src/', pathNot: ['^src/lib/', '-config\\.ts$'] },
    },
    {
      name: 'no-cycles',
      comment:
        'Files import each other in a circle: split out what both need into a file of its own (a shared vocabulary belongs to one home).',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.d.ts', '.js'] },
  },
};
