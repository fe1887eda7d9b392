// Footer: copyright with the current year and the tenant's copyright holder (docs/requirements/shell.md#footer), and the build info
// (docs/requirements/shell.md#build-info), where a user asking "which version is this?" looks.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buildInfo } from '@/config/constants';
import { readItem, writeItem } from '@/lib/storage';
import { ShellFooterView } from './footer-view';
import { useCustomization } from './use-customization';

export function ShellFooter() {
  const { t } = useTranslation();
  const { data } = useCustomization();
  // Until the tenant's customisation answers, the holder of the last visit, as index.html's shell frame shows it:
  // the default holder shown first changed the line under the reader's eyes when the tenant's came.
  const holder = (data ? data.copyright : readItem('copyrightHolder')) || t('footer.defaultHolder');
  useEffect(() => {
    if (data) writeItem('copyrightHolder', data.copyright);
  }, [data]);
  return (
    <ShellFooterView
      copyright={t('footer.copyright', { year: new Date().getFullYear(), holder })}
      build={t('footer.build', { version: buildInfo.version, date: buildInfo.buildDate })}
    />
  );
}
