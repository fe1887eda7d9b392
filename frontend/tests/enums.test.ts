// The one table of contract enum values (lib/i18n/enums.ts) covers every Chinese enum of openapi.yaml, and data
// passes through it untouched; the phrase table's tr() fills its placeholders in both languages.
import { loadDocument } from '@smartsite/api/document';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { contractEnums, enumLabel, moduleLabel } from '@/lib/i18n/enums';
import { tr } from '@/lib/i18n/phrases';
import { dataVocabulary } from '@/lib/i18n/vocabulary';

const HAN = /\p{Script=Han}/u;

/** Every string enum of the document with a Han character in it, by where it is declared. */
function chineseEnums(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${path}/${index}`));
    else if (node && typeof node === 'object') {
      const members = (node as { enum?: unknown }).enum;
      if (Array.isArray(members) && members.some((member) => typeof member === 'string' && HAN.test(member)))
        found.set(path, members as string[]);
      for (const [key, value] of Object.entries(node)) walk(value, `${path}/${key}`);
    }
  };
  walk(loadDocument(), '');
  return found;
}

afterEach(() => i18n.changeLanguage('zh'));

describe('contract enums in English', () => {
  it('has English for every Chinese enum value of openapi.yaml, and its schemas are the ones declared', async () => {
    await i18n.changeLanguage('en');
    const enums = chineseEnums();
    expect(enums.size).toBe(Object.keys(contractEnums).length);
    for (const [path, members] of enums) {
      for (const member of members) expect(enumLabel(member), `${path}: ${member}`).not.toMatch(HAN);
    }
    expect(enumLabel('在建')).toBe('Under construction');
  });

  it('keeps the value in Chinese and passes data through in English', async () => {
    expect(enumLabel('在建')).toBe('在建');
    await i18n.changeLanguage('en');
    expect(enumLabel('滨江花园安置房项目')).toBe('滨江花园安置房项目');
    expect(moduleLabel('labour', '智慧考勤')).toBe('Attendance');
    expect(moduleLabel('unknown', '别的模块')).toBe('别的模块');
  });
});

describe('fixed words of the data in English', () => {
  it('labels every weather, unit, series and kind word the server sends in English, and keeps it in Chinese', async () => {
    const words = Object.values(dataVocabulary).flatMap((group) => Object.keys(group));
    expect(words.length).toBeGreaterThan(80);
    for (const word of words) expect(enumLabel(word)).toBe(word);
    await i18n.changeLanguage('en');
    for (const word of words) expect(enumLabel(word), word).not.toMatch(HAN);
    expect(enumLabel('多云')).toBe('Cloudy');
    expect(enumLabel('用水量(t)')).toBe('Water use (t)');
    expect(enumLabel('辆')).toBe('vehicles');
  });
});

describe('tr', () => {
  it('fills placeholders in the language of the page', async () => {
    expect(tr('共 {{total}} 条', { total: 12 })).toBe('共 12 条');
    await i18n.changeLanguage('en');
    expect(tr('共 {{total}} 条', { total: 12 })).toBe('12 rows');
    expect(tr('项目概况')).toBe('Overview');
  });
});
