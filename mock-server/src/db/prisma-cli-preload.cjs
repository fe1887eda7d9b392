// Preloaded into the Prisma CLI (node -r) by push.ts. Prisma 6.19's wasm schema engine leaves a
// 60 s timer running after `db push` has finished, so the command sits idle for a minute before it
// exits. Unreferenced, such a timer still fires if anything else keeps the process alive, but no
// longer holds an otherwise finished process open.
'use strict';
const setTimeoutOriginal = global.setTimeout;
global.setTimeout = function setTimeoutUnrefLong(callback, ms, ...args) {
  const timer = setTimeoutOriginal(callback, ms, ...args);
  if (typeof ms === 'number' && ms >= 30000 && typeof timer.unref === 'function') timer.unref();
  return timer;
};
