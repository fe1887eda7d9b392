// 修改密码 (docs/requirements/session.md#password-change): old, new and repeated password with their rules; success toast 修改密码成功.
import { Input } from '@douyinfe/semi-ui-19';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '@/components/draggable-modal';
import { callOperation } from '@/lib/api';
import { toast } from '@/lib/notify';
import { useCheckedForm } from '../hooks/use-checked-form';
import { checkNewPassword, checkOldPassword, checkRepeatPassword } from '../lib/password-rules';
import { Field } from './field';
import './change-password-dialog.css';

const empty = { oldPassword: '', newPassword: '', password: '' };

function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const form = useCheckedForm(empty, {
    oldPassword: checkOldPassword,
    newPassword: checkNewPassword,
    password: (value, values) => checkRepeatPassword(value, values.newPassword),
  });
  const submit = async () => {
    if (!form.checkAll()) return;
    setSaving(true);
    try {
      await callOperation('changePassword', form.values);
      toast('success', t('password.success'));
      onDone();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };
  const row = (field: keyof typeof empty, label: string, autoComplete: string) => (
    <label className="password-row">
      <span>{label}</span>
      <Field error={form.errors[field]}>
        <Input mode="password" autoComplete={autoComplete} {...form.bind(field)} />
      </Field>
    </label>
  );
  return (
    <form
      id="change-password-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void submit();
      }}
    >
      {row('oldPassword', t('password.oldPassword'), 'current-password')}
      {row('newPassword', t('password.newPassword'), 'new-password')}
      {row('password', t('password.repeat'), 'new-password')}
    </form>
  );
}

export function ChangePasswordDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DraggableModal
      title={t('password.title')}
      visible={visible}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'change-password-form' } as object}
      width={480}
    >
      {/* Mounted only while open, so the fields start empty each time. */}
      {visible && <PasswordForm onDone={onClose} />}
    </DraggableModal>
  );
}
