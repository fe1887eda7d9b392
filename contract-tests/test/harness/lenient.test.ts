// The lenient readers that keep a session going through drifting answers (src/lenient.ts).
import { describe, expect, it } from 'vitest';
import { findList, findToken, readId, withIds } from '../../src/lenient';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJl';

describe('findToken', () => {
  it('reads data.token, else a token under another name or place, never the token type', () => {
    expect(findToken({ data: { token: jwt, tokenType: 'Bearer' } })).toBe(jwt);
    expect(findToken({ data: { tokenType: 'Bearer', accessToken: jwt } })).toBe(jwt);
    expect(findToken({ data: { session: { value: jwt } } })).toBe(jwt);
    expect(findToken({ data: { tokenType: 'Bearer', access_token: 'opaque-token-1' } })).toBe('opaque-token-1');
    expect(findToken({ data: { tokenType: 'Bearer' } })).toBeUndefined();
    expect(findToken('<html/>')).toBeUndefined();
  });
});

describe('readId', () => {
  it('reads positive integers sent as numbers or digit strings, nothing else', () => {
    expect([readId(7), readId('7'), readId(' 12 ')]).toEqual([7, 7, 12]);
    expect([readId(0), readId('7a'), readId(1.5), readId(null), readId(2 ** 60)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('copies an object with its id fields as numbers', () => {
    expect(withIds({ id: '3', tenantId: 1, name: 'x' }, ['id', 'tenantId'])).toEqual({ id: 3, tenantId: 1, name: 'x' });
    expect(withIds('x', ['id'])).toBeUndefined();
  });
});

describe('findList', () => {
  it('finds the list in the value itself or under a usual key', () => {
    expect(findList([1])).toEqual([1]);
    expect(findList({ list: [1] })).toEqual([1]);
    expect(findList({ total: 1, records: [2] })).toEqual([2]);
    expect(findList({ total: 1, whatever: [3] })).toEqual([3]);
    expect(findList({ list: { 0: 1 } })).toBeUndefined();
    expect(findList(null)).toBeUndefined();
  });
});
