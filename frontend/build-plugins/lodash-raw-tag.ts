// lodash's getRawTag reads an object's class (`[object Map]`) by hiding its Symbol.toStringTag for a moment: it
// assigns undefined to the tag inside a try and ignores a failure. Written for sloppy mode, where assigning a
// read-only tag fails silently; bundled as an ES module it runs in strict mode, where the assignment throws a
// TypeError for every Map, Set, Promise, DataView or NodeList it is asked about: five while Semi's modules load
// (lodash's getTag probes the built-ins), more in renders (isEqual on props). Alone a throw is cheap. With DevTools
// attached (Lighthouse, the browser journeys, a developer with the panel open) V8 records every throw with a stack
// trace and its source positions, and the first one under a chunk's top level re-parses the whole chunk: 200-330 ms
// of the 4x-throttled module evaluation of every page (Chrome trace, V8.CollectSourcePositions). The patch assigns
// only where the assignment can succeed; where it cannot, the result was already the tag's, as after the throw.
import type { Plugin } from 'vite';
import { patchModules } from './patch-modules';

const TRY_HIDING = `  try {
    value[symToStringTag] = undefined;
    var unmasked = true;
  } catch (e) {}`;

// The first descriptor of the key up the prototype chain decides whether a strict assignment succeeds: a data
// property must be writable, an accessor needs a setter; an inherited or missing one also needs an extensible object.
const HIDE_WHERE_ASSIGNABLE = `  var unmasked = false;
  if (canAssign(value, symToStringTag)) {
    try {
      value[symToStringTag] = undefined;
      unmasked = true;
    } catch (e) {}
  }`;

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

export function lodashRawTag(): Plugin {
  const why = 'getRawTag throws in strict mode for built-ins, and each throw costs a stack trace under DevTools';
  return patchModules('lodash-raw-tag', [
    { module: 'lodash-es/_getRawTag.js', why, find: TRY_HIDING, replace: HIDE_WHERE_ASSIGNABLE, count: 1 },
    { module: 'lodash-es/_getRawTag.js', why, find: 'function getRawTag(value) {', replace: CAN_ASSIGN, count: 1 },
  ]);
}
