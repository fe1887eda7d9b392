// Login (docs/requirements/access.md#public-routes, docs/requirements/session.md#login, docs/requirements/session.md#login-messages): username/password or phone + SMS code, then back to ?redirect= or /.
import { Button, Input, TabPane, Tabs, Typography } from '@douyinfe/semi-ui-19';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { buildInfo } from '@/config/constants';
import { showUnshownFailure } from '@/lib/api';
import { toast } from '@/lib/notify';
import { loginWithPassword, loginWithPhone } from '@/lib/session';
import { AuthFrame } from '../components/auth-frame';
import { Field } from '../components/field';
import { SmsCodeField } from '../components/sms-code-field';
import { useCheckedForm } from '../hooks/use-checked-form';
import { checkPassword, checkPhone, checkSmsCode, checkUsername } from '../lib/login-rules';
import { safeRedirect } from '../lib/redirect';
import { LanguageSwitch } from '@/components/language-switch';

type Mode = 'account' | 'phone';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('account');
  const [submitting, setSubmitting] = useState(false);
  const account = useCheckedForm({ username: '', password: '' }, { username: checkUsername, password: checkPassword });
  const phone = useCheckedForm({ phone: '', code: '' }, { phone: checkPhone, code: checkSmsCode });

  const submit = async (event: FormEvent, form: { checkAll: () => boolean }, action: () => Promise<void>) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    setSubmitting(true);
    try {
      await action();
      toast('success', t('login.success'));
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      showUnshownFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame>
      <Tabs activeKey={mode} onChange={(key) => setMode(key as Mode)} className="auth-tabs">
        <TabPane tab={t('login.accountTab')} itemKey="account">
          <form
            className="auth-form"
            noValidate
            onSubmit={(event) => void submit(event, account, () => loginWithPassword(account.values.username, account.values.password))}
          >
            <Field error={account.errors.username}>
              <Input size="large" placeholder={t('login.username')} autoComplete="username" {...account.bind('username')} />
            </Field>
            <Field error={account.errors.password}>
              <Input
                size="large"
                mode="password"
                placeholder={t('login.password')}
                autoComplete="current-password"
                {...account.bind('password')}
              />
            </Field>
            <Button htmlType="submit" theme="solid" size="large" block loading={submitting}>
              {t('login.submit')}
            </Button>
          </form>
        </TabPane>
        <TabPane tab={t('login.phoneTab')} itemKey="phone">
          <form
            className="auth-form"
            noValidate
            onSubmit={(event) => void submit(event, phone, () => loginWithPhone(phone.values.phone, phone.values.code))}
          >
            <Field error={phone.errors.phone}>
              <Input size="large" placeholder={t('login.phone')} maxLength={11} autoComplete="tel" {...phone.bind('phone')} />
            </Field>
            <SmsCodeField
              error={phone.errors.code}
              input={phone.bind('code')}
              phone={phone.values.phone}
              checkPhone={() => phone.checkField('phone')}
            />
            <Button htmlType="submit" theme="solid" size="large" block loading={submitting}>
              {t('login.submit')}
            </Button>
          </form>
        </TabPane>
      </Tabs>
      <div className="auth-links">
        <Link to="/register">{t('login.toRegister')}</Link>
      </div>
      <LanguageSwitch />
      <Typography.Text type="tertiary" size="small" className="auth-version">
        {buildInfo.loginLabel}
      </Typography.Text>
      <Typography.Text type="tertiary" size="small" className="auth-version auth-build">
        {t('footer.build', { version: buildInfo.version, date: buildInfo.buildDate })}
      </Typography.Text>
    </AuthFrame>
  );
}
