// Numbers beyond 2^53-1 found in the JSON text, with their pointers, before JSON.parse rounds them.
import { describe, expect, it } from 'vitest';
import { isUnsafeNumber, unsafeIntegerPointers, unsafeNumbers } from '../src/json-numbers';

describe('unsafeIntegerPointers', () => {
  it('names each number beyond 2^53-1 by its JSON pointer, in document order', () => {
    const text = JSON.stringify({ tenantId: 1, id: 0 }).replace('"id":0', '"id":6751064696144350703');
    expect(unsafeIntegerPointers(text)).toEqual(['/id']);
    expect(
      unsafeIntegerPointers(
        '{"data":{"list":[{"id":1},{"id":-9007199254740992,"ids":[2, 12345678901234567890]}],"total":1e16},"a/b~c":9007199254740993}',
      ),
    ).toEqual(['/data/list/1/id', '/data/list/1/ids/1', '/data/total', '/a~1b~0c']);
    expect(unsafeIntegerPointers('6751064696144350703')).toEqual(['']);
  });

  it('lets every safe number, and digits inside strings and keys, through', () => {
    expect(unsafeIntegerPointers('{"id":9007199254740991,"min":-9007199254740991,"lat":30.123456789012345678}')).toEqual([]);
    expect(unsafeIntegerPointers('{"id":"6751064696144350703","6751064696144350703":1,"s":"1e99 \\" 1e99"}')).toEqual([]);
    expect(unsafeIntegerPointers('{"ratio":1.5e3,"tiny":1e-300}')).toEqual([]);
  });

  it('reads keys with escapes and values after nested containers', () => {
    expect(unsafeIntegerPointers(JSON.stringify({ 'ends with \\': 'a\\', id: 0 }).replace('"id":0', '"id":1e20'))).toEqual(['/id']);
    expect(unsafeIntegerPointers('{"\\u0069d":[[],{}, {"x\\"y":[1e20]}],"next":99999999999999999}')).toEqual(['/id/2/x"y/0', '/next']);
  });
});

describe('isUnsafeNumber', () => {
  it('is true beyond ±(2^53-1) whatever the spelling', () => {
    expect(['9007199254740992', '-9007199254740992', '6.751064696144350703e18', '1e400'].map(isUnsafeNumber)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['9007199254740991', '-9007199254740991', '0', '1.5'].map(isUnsafeNumber)).toEqual([false, false, false, false]);
  });
});

describe('unsafeNumbers', () => {
  it('keeps the digits as they were written', () => {
    expect(unsafeNumbers('{"data":{"id":6751064696144350703,"n":-1.2e300}}')).toEqual([
      { pointer: '/data/id', token: '6751064696144350703' },
      { pointer: '/data/n', token: '-1.2e300' },
    ]);
  });
});
