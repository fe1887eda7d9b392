// The frame of the login and register pages: a brand panel and the form card. The router also shows it, with a
// spinner in the card, while a page's chunk loads, so the prerendered frame of index.html never blinks.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLogo } from '@/config/constants';
import { AuthFrameView } from './auth-frame-view';
import './auth-frame.css';

export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const texts = { welcome: t('login.welcome'), title: t('app.title'), tagline: t('login.tagline') };
  return (
    <AuthFrameView texts={texts} logo={defaultLogo}>
      {children}
    </AuthFrameView>
  );
}
