import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './field.css';

/** A form row with its error message (a locale key) below. */
export function Field({ error, children }: { error?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-field">
      {children}
      <div className="auth-field-error" role={error ? 'alert' : undefined}>
        {error ? t(error) : ''}
      </div>
    </div>
  );
}
