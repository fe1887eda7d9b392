// i18next with both locales bundled (they are small): zh by default, en on request; the choice is stored.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readItem, writeItem } from '../storage';
import en from './locales/en';
import zh from './locales/zh';

export const languages = [
  { code: 'zh', label: '中文简体', short: '中文', lang: 'zh-CN' },
  { code: 'en', label: 'English', short: 'EN', lang: 'en' },
] as const;
export type Language = (typeof languages)[number]['code'];

function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language.code === value);
}

function storedLanguage(): Language {
  const stored = readItem('language');
  return isLanguage(stored) ? stored : 'zh';
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const t = i18n.t.bind(i18n);

/**
 * Stores the choice and reloads the page: the dashboards' and boards' tables (columns, KPI fields, menus) are built
 * in the language of the page load, so only a new load shows every screen in the new language.
 */
export function changeLanguage(language: Language): void {
  if (language === i18n.language) return;
  writeItem('language', language);
  window.location.reload();
}
