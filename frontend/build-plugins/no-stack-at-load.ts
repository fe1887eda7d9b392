// Nothing records a stack trace while the modules load. With DevTools' Runtime attached (the DevTools panel open,
// Playwright: the browser journeys and the bench's page measures) V8 records every Error made or exception thrown
// with a stack trace and its source positions, and the first one with a chunk's top level on its stack re-parses
// that whole chunk: about 200-370 ms each inside the 4x-throttled module evaluation of every page (Chrome traces,
// V8.CollectSourcePositions). Lighthouse's runs do not pay it (its figures did not move). Without DevTools the same
// code costs microseconds, so these patches change no behaviour, only what the loading makes.
import type { Plugin } from 'vite';
import { patchModules, type ModulePatch } from './patch-modules';

// lodash's getRawTag reads an object's class (`[object Map]`) by hiding its Symbol.toStringTag for a moment: it
// assigns undefined to the tag inside a try and ignores a failure. Written for sloppy mode, where assigning a
// read-only tag fails silently; bundled as an ES module it runs in strict mode, where the assignment throws a
// TypeError for every Map, Set, Promise, DataView or NodeList it is asked about: five while Semi's modules load
// (lodash's getTag probes the built-ins), more in renders (isEqual on props). The patch assigns only where the
// assignment can succeed; where it cannot, the result was already the tag's, as after the throw.
const TRY_HIDING = `  try {
    value[symToStringTag] = undefined;
    var unmasked = true;
  } catch (e) {}`;

const HIDE_WHERE_ASSIGNABLE = `  var unmasked = false;
  if (canAssign(value, symToStringTag)) {
    try {
      value[symToStringTag] = undefined;
      unmasked = true;
    } catch (e) {}
  }`;

// The first descriptor of the key up the prototype chain decides whether a strict assignment succeeds: a data
// property must be writable, an accessor needs a setter; an inherited or missing one also needs an extensible object.
const CAN_ASSIGN = `function canAssign(object, key) {
  if (object === null || (typeof object != 'object' && typeof object != 'function')) return false;
  for (var holder = object; holder != null; holder = Object.getPrototypeOf(holder)) {
    var descriptor = Object.getOwnPropertyDescriptor(holder, key);
    if (descriptor) {
      if (!('value' in descriptor)) return descriptor.set !== undefined;
      return descriptor.writable === true && (holder === object || Object.isExtensible(object));
    }
  }
  return Object.isExtensible(object);
}

function getRawTag(value) {`;

const lodashWhy = 'getRawTag throws in strict mode for built-ins';
const lodashPatches: ModulePatch[] = [
  { module: 'lodash-es/_getRawTag.js', why: lodashWhy, find: TRY_HIDING, replace: HIDE_WHERE_ASSIGNABLE, count: 1 },
  { module: 'lodash-es/_getRawTag.js', why: lodashWhy, find: 'function getRawTag(value) {', replace: CAN_ASSIGN, count: 1 },
];

// React DOM makes five Errors when it loads: markers it throws to unwind a render (a component suspended, a commit
// waits for a style sheet, a hydration mismatch) and recognises by identity when caught; their stacks are never
// read. Made with Error's prototype but without Error, they are the same markers and record no stack.
const REACT_DOM = 'react-dom/cjs/react-dom-client.production.js';
const MARKER_ERROR = `function markerError(message) {
  return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } });
}
function formatProdErrorMessage(code) {`;
const MARKERS = [
  ['HydrationMismatchException', 519],
  ['SuspenseException', 460],
  ['SuspenseyCommitException', 474],
  ['SuspenseActionException', 542],
  ['SelectiveHydrationException', 461],
] as const;
const reactWhy = 'React DOM makes its marker errors, with stacks, while it loads';
const reactPatches: ModulePatch[] = [
  { module: REACT_DOM, why: reactWhy, find: 'function formatProdErrorMessage(code) {', replace: MARKER_ERROR, count: 1 },
  ...MARKERS.map(([name, code]) => ({
    module: REACT_DOM,
    why: reactWhy,
    find: `${name} = Error(formatProdErrorMessage(${code}))`,
    replace: `${name} = markerError(formatProdErrorMessage(${code}))`,
    count: 1,
  })),
];

export function noStackAtLoad(): Plugin {
  return patchModules('no-stack-at-load', [...lodashPatches, ...reactPatches]);
}
