// Footer: copyright with the current year and the tenant's copyright holder (spec 01 §2.9).
import { useTranslation } from 'react-i18next';
import { useCustomization } from './use-customization';

export function ShellFooter() {
  const { t } = useTranslation();
  const { data } = useCustomization();
  return (
    <footer className="shell-footer">
      {t('footer.copyright', { year: new Date().getFullYear(), holder: data?.copyright || t('footer.defaultHolder') })}
    </footer>
  );
}
