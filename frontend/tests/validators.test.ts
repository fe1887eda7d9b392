// @vitest-environment node
// Spec 01 §5 helper checks: each with values that pass and values that fail.
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
  ['isNumber', v.isNumber, ['0', '0123', '987654'], ['', '1.5', '-1', '12a']],
  ['isName', v.isName, ['张三', 'abc123', '项目A1'], ['a b', 'a_b', '张-三', '']],
  ['isIP', v.isIP, ['0.0.0.0', '192.168.1.1', '255.255.255.255'], ['256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4.5', 'a.b.c.d']],
  [
    'isUrl',
    v.isUrl,
    ['http://a.cn', 'https://www.example.com:8080/path?q=1', 'ftp://10.0.0.1/file', 'http://localhost:3000'],
    ['a.cn', 'mailto:a@b.cn', 'http://', 'https://exa mple.com', 'ws://a.cn'],
  ],
  ['isLowerCase', v.isLowerCase, ['abc'], ['Abc', 'ab1', '']],
  ['isUpperCase', v.isUpperCase, ['ABC'], ['ABc', 'AB1', '']],
  ['isAlphabets', v.isAlphabets, ['abcXYZ'], ['abc1', 'ab c', '']],
  ['isPhone', v.isPhone, ['13800138000', '19912345678'], ['23800138000', '1380013800', '138001380001', '']],
  [
    'isIdCard',
    v.isIdCard,
    ['11010519491231002X', '110105194912310021', '11010519491231002x'],
    ['11010519491231002', '1101051949123100211', '11010519491231002Y'],
  ],
  ['isEmail', v.isEmail, ['a@b.cn', 'first.last+tag@mail.example.com'], ['a@b', 'a.b.cn', '@b.cn', 'a@b.c']],
  ['isChineseName', v.isChineseName, ['张三', '欧阳娜娜'], ['张', '司马相如某', 'Zhang', '张3']],
  [
    'isTel',
    v.isTel,
    ['0571-88886666', '02188886666', '88886666', '400-800-1234', '8008001234', '0571-88886666-123'],
    ['12345', '1380013800', '500-800-1234'],
  ],
  ['isNum', v.isNum, ['0', '12', '12.3', '12.34', '-1.5'], ['12.345', '01', '1.', 'abc', '']],
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

  it('isPort accepts 0 to 65535 only', () => {
    for (const value of [0, 80, '443', 65535]) expect(v.isPort(value)).toBe(true);
    for (const value of [-1, 65536, '8o', '', 1.5, '99999']) expect(v.isPort(value)).toBe(false);
  });

  it('isBlank: null, undefined, empty, whitespace and the text null', () => {
    for (const value of [null, undefined, '', '   ', '\t', 'null', ' null ']) expect(v.isBlank(value)).toBe(true);
    for (const value of ['a', 0, 'nul', ' x ']) expect(v.isBlank(value)).toBe(false);
  });

  it('isJson: strings that parse to a non-null object or array', () => {
    for (const value of ['{}', '{"a":1}', '[1,2]']) expect(v.isJson(value)).toBe(true);
    for (const value of ['null', '1', '"x"', '{a:1}', '', undefined, { a: 1 }]) expect(v.isJson(value)).toBe(false);
  });
});
