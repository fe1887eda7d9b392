// The back-office texts live with the feature and join the app's i18n instance under `backOffice` when the
// feature loads (the shell's locale files stay the shell's).
import type { TOptions } from 'i18next';
import { i18n } from '@/lib/i18n';
import en from './en';
import zh from './zh';

i18n.addResourceBundle('zh', 'translation', { backOffice: zh }, true, true);
i18n.addResourceBundle('en', 'translation', { backOffice: en }, true, true);

/** A back-office text outside components (components use useTranslation with keyPrefix 'backOffice'). */
export const text = (key: string, options?: TOptions): string => i18n.t(`backOffice.${key}`, options);
