// i18next with both locales bundled (they are small): zh by default, en on request; the choice is stored.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readItem, writeItem } from '../storage';
import en from './locales/en';
import zh from './locales/zh';

export const languages = [
  { code: 'zh', label: '中文简体' },
  { code: 'en', label: 'English' },
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

export async function changeLanguage(language: Language): Promise<void> {
  writeItem('language', language);
  await i18n.changeLanguage(language);
}
