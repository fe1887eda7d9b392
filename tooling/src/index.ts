// @smartsite/tooling: starting the project's servers for tests, benchmarks and scripts.
export { ROOT, reportsDir, scratchDir } from './paths';
export { freePort, killProcess, sleep, stopProcess, waitUntilAnswering } from './processes';
export { stopOnSignal } from './stop-on-signal';
export { startServerProcess, type RunningServer, type ServerSpec } from './server-process';
export { startPrism, type PrismOptions } from './prism';
export { removeDatabase, startApp, startMock, type AppOptions, type MockOptions, type RunningApp } from './mock';
export { buildFrontendIfStale, buildFrontendVariant, FRONTEND, FRONTEND_DIST, newestBuildInput } from './frontend-build';
export { serveBuild, type StaticServer } from './static-server';
export { HOLD_ROTATIONS } from './page-scripts';
