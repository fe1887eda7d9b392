// Footer: copyright with the current year and the tenant's copyright holder (docs/requirements/shell.md#footer), and the build info
// (docs/requirements/shell.md#build-info), where a user asking "which version is this?" looks.
import { useTranslation } from 'react-i18next';
import { buildInfo } from '@/config/constants';
import { useCustomization } from './use-customization';

export function ShellFooter() {
  const { t } = useTranslation();
  const { data } = useCustomization();
  return (
    <footer className="shell-footer">
      {t('footer.copyright', { year: new Date().getFullYear(), holder: data?.copyright || t('footer.defaultHolder') })}
      <span className="shell-footer-build">{t('footer.build', { version: buildInfo.version, date: buildInfo.buildDate })}</span>
    </footer>
  );
}
