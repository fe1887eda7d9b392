// @vitest-environment node
// docs/requirements/shell.md#greeting: before 8 早上好, up to 11 上午好, up to 13 中午好, before 18 下午好, otherwise 晚上好; the user menu's
// greeting line punctuated per language.
import { afterEach, describe, expect, it } from 'vitest';
import { noteBusinessTime, resetBusinessClock } from '@/lib/business-clock';
import { greeting, greetingLine } from '@/lib/greeting';
import { i18n } from '@/lib/i18n';

/** An instant at a wall-clock time of the business zone (China, UTC+8), whatever the test machine's zone. */
const shanghai = (hour: number, minute = 0) => new Date(Date.UTC(2025, 4, 6, hour - 8, minute));
const at = (hour: number, minute = 0) => greeting(shanghai(hour, minute));

afterEach(resetBusinessClock);

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
  const noon = shanghai(12, 30);

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

describe('the greeting follows the business clock', () => {
  it('reads 早上好 at a demo clock frozen at 03:00 and 晚上好 at 21:36, whatever the browser says', () => {
    for (const [time, text] of [
      ['03:00', '早上好'],
      ['21:36', '晚上好'],
    ]) {
      noteBusinessTime(new Headers({ 'x-business-time': `2026-11-27T${time}:00+08:00`, 'x-business-clock': 'frozen' }));
      expect(greeting()).toBe(text);
    }
  });

  it('uses the zone the server announces', () => {
    noteBusinessTime(new Headers({ 'x-business-time-zone': 'Europe/Berlin' }));
    expect(greeting(new Date(Date.UTC(2025, 4, 6, 10, 0)))).toBe('中午好');
  });
});
