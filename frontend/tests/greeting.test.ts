// @vitest-environment node
// docs/requirements/shell.md#greeting: before 8 早上好, up to 11 上午好, up to 13 中午好, before 18 下午好, otherwise 晚上好; the user menu's
// greeting line punctuated per language.
import { describe, expect, it } from 'vitest';
import { greeting, greetingLine } from '@/lib/greeting';
import { i18n } from '@/lib/i18n';

const at = (hour: number, minute = 0) => greeting(new Date(2025, 4, 6, hour, minute));

describe('greeting by hour', () => {
  it.each([
    [0, '早上好'],
    [7, '早上好'],
    [8, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [17, '下午好'],
    [18, '晚上好'],
    [23, '晚上好'],
  ])('%i h reads %s', (hour, text) => {
    expect(at(hour)).toBe(text);
    expect(at(hour, 59)).toBe(text);
  });
});

describe('the user menu greeting', () => {
  const noon = new Date(2025, 4, 6, 12, 30);

  it('uses the Chinese comma in Chinese and a comma and space in English', async () => {
    expect(greetingLine('系统管理员', noon)).toBe('中午好，系统管理员');
    await i18n.changeLanguage('en');
    try {
      expect(greetingLine('Admin', noon)).toBe('Good noon, Admin');
    } finally {
      await i18n.changeLanguage('zh');
    }
  });
});
