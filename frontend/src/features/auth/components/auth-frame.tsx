// The frame of the login and register pages: a brand panel and the form card.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLogo } from '@/config/constants';
import './auth-frame.css';

export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="auth-page">
      <section className="auth-brand">
        <div className="auth-brand-inner">
          <p className="auth-welcome">{t('login.welcome')}</p>
          <h1>{t('app.title')}</h1>
          <p className="auth-tagline">{t('login.tagline')}</p>
        </div>
      </section>
      <section className="auth-card">
        <div className="auth-card-title">
          <img src={defaultLogo} alt="" width={32} height={32} />
          <span aria-hidden="true">{t('app.title')}</span>
        </div>
        {children}
      </section>
    </main>
  );
}
