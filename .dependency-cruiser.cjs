// The workspaces' floors (README, "Floors") and no import cycle, type-only imports included (`npm run lint`).
// Floor 1, the contract's runtime: api. Floor 2: mock-server and tooling; frontend, which uses api alone.
// Floor 3: contract-tests, client-compat, the browser journeys (e2e, which read the app's theme). Floor 4: mcp,
// which drives the mock and runs the suite for coding agents. On top, scripts: the entry points that put the
// floors together (`npm start` serves mcp on the mock). A workspace uses the floors below it, never its own
// floor's others nor a floor above: the table below is the whole rule. A program may still run another as a
// process (the journeys run `npm start`).
const WORKSPACES = {
  api: { path: '^api/', uses: [] },
  'mock-server': { path: '^mock-server/', uses: ['api'] },
  tooling: { path: '^tooling/', uses: ['api'] },
  frontend: { path: '^frontend/', uses: ['api'] },
  'contract-tests': { path: '^contract-tests/', uses: ['api', 'mock-server', 'tooling'] },
  'client-compat': { path: '^client-compat/', uses: ['api', 'mock-server', 'tooling'] },
  e2e: { path: '^e2e/', uses: ['api', 'mock-server', 'tooling', 'frontend'] },
  mcp: { path: '^mcp/', uses: ['api', 'mock-server', 'tooling', 'contract-tests'] },
  scripts: { path: '^scripts/', uses: ['api', 'mock-server', 'tooling', 'mcp'] },
};

const floorRules = Object.entries(WORKSPACES).map(([name, { path, uses }]) => ({
  name: `floor-${name}`,
  severity: 'error',
  comment: `${name} may use ${uses.join(', ') || 'no other workspace'}: nothing on its own floor or above.`,
  from: { path },
  to: {
    path: Object.entries(WORKSPACES)
      .filter(([other]) => other !== name && !uses.includes(other))
      .map(([, workspace]) => workspace.path),
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...floorRules,
    {
      // An import that does not resolve (a subpath a package does not export) would escape the floor rules;
      // Vite's virtual modules (frontend/build-plugins) exist only in a build.
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module that imports itself through others; a type-only import counts (it is an arrow all the same).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports are arrows too: they are kept in the graph rather than compiled away.
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)generated/', '^\\.tmp/', '^reports/', '(^|/)dist/'] },
    // The frontend's '@/' alias; every other import is relative or a workspace's package name.
    tsConfig: { fileName: 'frontend/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts', '.json'],
    },
  },
};
