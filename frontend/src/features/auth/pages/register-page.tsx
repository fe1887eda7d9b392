// Register (docs/requirements/access.md#public-routes, docs/requirements/calls.md#call-list /register): user name, password, phone with SMS code, optional nickname.
import { Button, Input } from '@douyinfe/semi-ui-19';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { callOperation } from '@/lib/api';
import { toast } from '@/lib/notify';
import { AuthFrame } from '../components/auth-frame';
import { Field } from '../components/field';
import { SmsCodeField } from '../components/sms-code-field';
import { useCheckedForm } from '../hooks/use-checked-form';
import { checkPhone, checkRegisterPassword, checkRegisterUsername, checkSmsCode } from '../lib/login-rules';
import { LanguageSwitch } from '@/components/language-switch';
import { loginPath } from '@/config/paths';

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const form = useCheckedForm(
    { username: '', password: '', nickname: '', phone: '', code: '' },
    { username: checkRegisterUsername, password: checkRegisterPassword, phone: checkPhone, code: checkSmsCode },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    setSubmitting(true);
    try {
      const { nickname, ...required } = form.values;
      await callOperation('register', { ...required, nickname: nickname || undefined });
      toast('success', t('register.success'));
      void navigate(loginPath, { replace: true });
    } catch {
      // shown by the request layer
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame>
      <h2 className="auth-heading">{t('register.title')}</h2>
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <Field error={form.errors.username}>
          <Input size="large" placeholder={t('login.username')} autoComplete="username" {...form.bind('username')} />
        </Field>
        <Field error={form.errors.password}>
          <Input size="large" mode="password" placeholder={t('login.password')} autoComplete="new-password" {...form.bind('password')} />
        </Field>
        <Field>
          <Input size="large" placeholder={t('register.nickname')} maxLength={32} {...form.bind('nickname')} />
        </Field>
        <Field error={form.errors.phone}>
          <Input size="large" placeholder={t('login.phone')} maxLength={11} autoComplete="tel" {...form.bind('phone')} />
        </Field>
        <SmsCodeField
          error={form.errors.code}
          input={form.bind('code')}
          phone={form.values.phone}
          checkPhone={() => form.checkField('phone')}
        />
        <Button htmlType="submit" theme="solid" size="large" block loading={submitting}>
          {t('register.submit')}
        </Button>
      </form>
      <div className="auth-links">
        <Link to={loginPath}>{t('login.toLogin')}</Link>
      </div>
      <LanguageSwitch />
    </AuthFrame>
  );
}
