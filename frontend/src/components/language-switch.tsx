// The language choice on the sign-in pages (issue 41: a visitor finds English without looking for it). Each
// language is named in itself, so its name is marked as not for translation.
import { useTranslation } from 'react-i18next';
import { changeLanguage, languages } from '@/lib/i18n';
import './language-switch.css';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-switch" role="group" aria-label={t('tools.language')}>
      {languages.map((language) => (
        <button
          key={language.code}
          type="button"
          lang={language.lang}
          translate="no"
          aria-pressed={i18n.language === language.code}
          onClick={() => changeLanguage(language.code)}
        >
          {language.label}
        </button>
      ))}
    </div>
  );
}
