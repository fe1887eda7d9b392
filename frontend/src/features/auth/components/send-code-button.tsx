// 获取验证码 with its resend countdown; checks the phone first.
import { Button } from '@douyinfe/semi-ui-19';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smsResendSeconds } from '@/config/constants';
import { toast } from '@/lib/notify';
import { sendSmsCode } from '@/lib/session';
import { useCountdown } from '../hooks/use-countdown';

export function SendCodeButton({ checkPhone, phone }: { checkPhone: () => string | undefined; phone: string }) {
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
