// The build's patches that keep the modules' loading from recording stack traces, on the installed files:
// lodash's getRawTag, run in strict mode as the bundle runs it, attempts no assignment that strict mode refuses
// (each was a TypeError thrown and caught) and gives the unpatched function's tags; React DOM loads without making
// an Error, and its markers are still Errors by prototype.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noStackAtLoad } from '../build-plugins/no-stack-at-load';

const require = createRequire(import.meta.url);
const file = require.resolve('lodash-es/_getRawTag.js');
const source = readFileSync(file, 'utf8');

type GetRawTag = (value: unknown) => string;

/** The module's function, evaluated in strict mode with the real Symbol in place of its import. */
function load(code: string): GetRawTag {
  const body = code.replace("import Symbol from './_Symbol.js';", '').replace('export default getRawTag;', 'return getRawTag;');
  return new Function(`'use strict';\n${body}`)() as GetRawTag;
}

function patched(code: string, id: string): string {
  const transform = noStackAtLoad().transform as (this: unknown, code: string, id: string) => { code: string } | null;
  const result = transform.call({ error: (message: string) => expect.fail(message) }, code, id);
  if (!result) throw new Error(`no patch applied to ${id}`);
  return result.code;
}

const tag = Symbol.toStringTag;

/** A value whose assignments are counted, with `shape` as its prototype. */
function counted(shape: object): { value: object; assignments: () => number } {
  let count = 0;
  const value = new Proxy(Object.create(shape) as object, {
    set(target, key, newValue, receiver) {
      count++;
      return Reflect.set(target, key, newValue, receiver);
    },
  });
  return { value, assignments: () => count };
}

describe('lodash getRawTag patch', () => {
  const original = load(source);
  const getRawTag = load(patched(source, file));

  it('does not attempt an assignment strict mode refuses', () => {
    const readOnly = counted(Object.defineProperty({}, tag, { value: 'ReadOnly', writable: false }));
    const getterOnly = counted(Object.defineProperty({}, tag, { get: () => 'GetterOnly' }));
    expect(getRawTag(readOnly.value)).toBe('[object ReadOnly]');
    expect(getRawTag(getterOnly.value)).toBe('[object GetterOnly]');
    expect(readOnly.assignments() + getterOnly.assignments()).toBe(0);
    // The unpatched function tries, and strict mode throws inside its try.
    expect(original(readOnly.value)).toBe('[object ReadOnly]');
    expect(readOnly.assignments()).toBe(1);
  });

  it('still hides a tag it can hide, and restores it', () => {
    const writable = counted(Object.defineProperty({}, tag, { value: 'Writable', writable: true }));
    expect(getRawTag(writable.value)).toBe('[object Object]');
    expect(writable.assignments()).toBe(1);
    const own = { [tag]: 'Own' };
    expect(getRawTag(own)).toBe('[object Object]');
    expect(own[tag]).toBe('Own');
  });

  it('gives the tags of the unpatched function', () => {
    const values: unknown[] = [
      new Map(),
      new Set(),
      new WeakMap(),
      Promise.resolve(),
      new DataView(new ArrayBuffer(1)),
      new Uint8Array(1),
      Symbol('s'),
      Object.freeze({ [tag]: 'Frozen' }),
      Object.preventExtensions(Object.create(Object.defineProperty({}, tag, { value: 'Inherited', writable: true }))),
      { [tag]: 'Own' },
      new (class Named {
        get [tag]() {
          return 'Named';
        }
      })(),
      {},
    ];
    for (const value of values) expect(getRawTag(value)).toBe(original(value));
  });
});

describe('React DOM patch', () => {
  // The file React DOM's client entry loads in production (the package's exports do not name it).
  const reactDom = join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js');
  const reactDomSource = readFileSync(reactDom, 'utf8');

  /** Loads the CommonJS module with a counting Error in place of the global; returns how many Errors it made. */
  function errorsMadeLoading(code: string): { made: number; markers: unknown[] } {
    let made = 0;
    const markers: unknown[] = [];
    const CountingError = new Proxy(Error, {
      apply: (target, self, args) => (made++, Reflect.apply(target, self, args)),
      construct: (target, args, newTarget) => (made++, Reflect.construct(target, args, newTarget)),
      get: (target, key, receiver) => (key === 'prototype' ? target.prototype : Reflect.get(target, key, receiver)),
    });
    const create = Object.create;
    const objectCreate = (prototype: object | null, properties?: PropertyDescriptorMap) => {
      const created = properties ? create(prototype, properties) : create(prototype);
      if (prototype === Error.prototype) markers.push(created);
      return created;
    };
    const CountingObject = new Proxy(Object, { get: (target, key) => (key === 'create' ? objectCreate : Reflect.get(target, key)) });
    const module = { exports: {} };
    new Function('Error', 'Object', 'module', 'exports', 'require', code)(CountingError, CountingObject, module, module.exports, require);
    return { made, markers };
  }

  it('makes no Error while React DOM loads; its five markers are Errors by prototype', () => {
    expect(errorsMadeLoading(reactDomSource).made).toBe(5);
    const { made, markers } = errorsMadeLoading(patched(reactDomSource, reactDom));
    expect(made).toBe(0);
    expect(markers).toHaveLength(5);
    for (const marker of markers) {
      expect(marker).toBeInstanceOf(Error);
      expect((marker as Error).message).toMatch(/^Minified React error #(460|461|474|519|542)/);
    }
  });
});
