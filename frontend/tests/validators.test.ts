// @vitest-environment node
// The validators: the contract's field rules as generated from openapi.yaml, and the checks it does not state,
// each with values that pass and values that fail.
import { describe, expect, it } from 'vitest';
import * as v from '@/lib/validators';

const cases: [string, (value: string) => boolean, string[], string[]][] = [
  [
    'isExternal',
    v.isExternal,
    ['http://a.cn', 'https://a.cn/x', 'mailto:a@b.cn', 'tel:10086', '//cdn.example.com/x.js'],
    ['/index', 'ftp://a.cn', 'www.a.cn', ''],
  ],
  ['isPassword', v.isPassword, ['123456', 'abcdefgh'], ['12345', '']],
  [
    'isUrl',
    v.isUrl,
    ['http://a.cn', 'https://www.example.com:8080/path?q=1', 'ftp://10.0.0.1/file', 'http://localhost:3000'],
    ['a.cn', 'mailto:a@b.cn', 'http://', 'https://exa mple.com', 'ws://a.cn'],
  ],
  [
    'isTel',
    v.isTel,
    ['0571-88886666', '02188886666', '88886666', '400-800-1234', '8008001234', '0571-88886666-123'],
    ['12345', '1380013800', '500-800-1234'],
  ],
];

describe('validators', () => {
  for (const [name, check, valid, invalid] of cases) {
    it(`${name} accepts valid samples`, () => {
      for (const value of valid) expect(check(value), value).toBe(true);
    });
    it(`${name} rejects invalid samples`, () => {
      for (const value of invalid) expect(check(value), value).toBe(false);
    });
  }

  it('isBlank: null, undefined, empty, whitespace and the text null', () => {
    for (const value of [null, undefined, '', '   ', '\t', 'null', ' null ']) expect(v.isBlank(value)).toBe(true);
    for (const value of ['a', 0, 'nul', ' x ']) expect(v.isBlank(value)).toBe(false);
  });
});

describe('field rules from the contract', () => {
  it('reads the pattern and lengths openapi.yaml gives a request field', () => {
    expect(v.fieldRule('register', 'username')).toEqual({ pattern: '^[A-Za-z0-9_]{3,32}$' });
    expect(v.fieldRule('changePassword', 'newPassword')).toEqual({ minLength: 6, maxLength: 18 });
  });

  it('meets a rule only within its lengths (in characters, not UTF-16 units) and matching its pattern', () => {
    const phone = v.fieldRule('sendLoginMsgCode', 'phone');
    for (const value of ['13800138000', '19912345678']) expect(v.meetsRule(phone, value), value).toBe(true);
    for (const value of ['23800138000', '1380013800', '138001380001', '', '1380013800a'])
      expect(v.meetsRule(phone, value), value).toBe(false);
    const label = v.fieldRule('createShareLink', 'label');
    expect(v.meetsRule(label, '𠀀'.repeat(50))).toBe(true);
    expect(v.meetsRule(label, '𠀀'.repeat(51))).toBe(false);
    expect(v.meetsRule(label, '')).toBe(false);
  });
});
