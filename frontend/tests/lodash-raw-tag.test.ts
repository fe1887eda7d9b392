// The build's patch of lodash's getRawTag, on the installed lodash-es file, run in strict mode as the bundle runs
// it: no assignment that strict mode refuses (each was a TypeError thrown and caught), and the same tags as the
// unpatched function everywhere.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lodashRawTag } from '../build-plugins/lodash-raw-tag';

const file = createRequire(import.meta.url).resolve('lodash-es/_getRawTag.js');
const source = readFileSync(file, 'utf8');

type GetRawTag = (value: unknown) => string;

/** The module's function, evaluated in strict mode with the real Symbol in place of its import. */
function load(code: string): GetRawTag {
  const body = code.replace("import Symbol from './_Symbol.js';", '').replace('export default getRawTag;', 'return getRawTag;');
  return new Function(`'use strict';\n${body}`)() as GetRawTag;
}

function patched(): string {
  const transform = lodashRawTag().transform as (this: unknown, code: string, id: string) => { code: string } | null;
  const result = transform.call({ error: (message: string) => expect.fail(message) }, source, file);
  if (!result) throw new Error('the patch did not apply to lodash-es/_getRawTag.js');
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
  const getRawTag = load(patched());

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
