// App-wide providers: Semi's locale (follows the app language), SWR defaults (no retries), i18n, and the host of
// the alert and confirm dialogs (inside the locale, so their buttons read 确定 / 取消 or OK / Cancel).
import { LocaleProvider } from '@douyinfe/semi-ui-19';
import en_US from '@douyinfe/semi-ui-19/lib/es/locale/source/en_US';
import zh_CN from '@douyinfe/semi-ui-19/lib/es/locale/source/zh_CN';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { ModalHost } from '@/components/modal-host';
import { swrDefaults } from '@/config/network';
import { i18n } from '@/lib/i18n';

function SemiLocale({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return <LocaleProvider locale={instance.language === 'en' ? en_US : zh_CN}>{children}</LocaleProvider>;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SemiLocale>
        <SWRConfig value={swrDefaults}>
          {children}
          <ModalHost />
        </SWRConfig>
      </SemiLocale>
    </I18nextProvider>
  );
}
