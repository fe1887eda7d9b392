// The SMS code field: its input and 获取验证码 with the resend countdown (the phone is checked first).
import { Button, Input } from '@douyinfe/semi-ui-19';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smsResendSeconds } from '@/config/constants';
import { toast } from '@/lib/notify';
import { sendSmsCode } from '@/lib/session';
import { useCountdown } from '../hooks/use-countdown';
import { Field } from './field';

function SendCodeButton({ checkPhone, phone }: { checkPhone: () => string | undefined; phone: string }) {
  const { t } = useTranslation();
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (checkPhone()) return;
    setSending(true);
    try {
      await sendSmsCode(phone);
      toast('success', t('login.codeSent'));
      start(smsResendSeconds);
    } catch {
      // the request layer has shown the message
    } finally {
      setSending(false);
    }
  };
  return (
    <Button theme="borderless" disabled={left > 0} loading={sending} onClick={() => void send()}>
      {left > 0 ? t('login.resend', { seconds: left }) : t('login.sendCode')}
    </Button>
  );
}

export function SmsCodeField({
  error,
  input,
  phone,
  checkPhone,
}: {
  error?: string;
  /** The bound value/onChange/onBlur/validateStatus of the code. */
  input: { value: string; onChange: (value: string) => void; onBlur: () => void; validateStatus: 'error' | 'default' };
  phone: string;
  checkPhone: () => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field error={error}>
      <Input
        size="large"
        placeholder={t('login.code')}
        maxLength={6}
        {...input}
        suffix={<SendCodeButton phone={phone} checkPhone={checkPhone} />}
      />
    </Field>
  );
}
