// A settings page's form (logo, dashboard): the loaded values, fields from specs, one 保存 button.
import { Button, Form } from '@douyinfe/semi-ui-19';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../hooks/use-form-submit';
import type { FieldSpec, FormValues } from '../lib/fields';
import { FormFields, RejectionBanner } from './form-fields';

export interface SettingsFormProps<Values> {
  label: string;
  fields: readonly FieldSpec<Values>[];
  initValues: FormValues;
  onSubmit: (values: Values) => Promise<unknown>;
  onSaved?: () => void;
  /** Shown under the fields, e.g. a preview. */
  children?: ReactNode;
  /** Hide 保存 from users who may not write. */
  writable: boolean;
}

export function SettingsForm<Values>({ label, initValues, children, writable, ...submit }: SettingsFormProps<Values>) {
  const { t } = useTranslation();
  const { bindForm, save, submitting, rejection } = useFormSubmit({ ...submit, mode: 'edit' });
  return (
    <div className="settings-form">
      <RejectionBanner rejection={rejection} />
      <Form
        aria-label={label}
        labelPosition="left"
        labelWidth={130}
        initValues={initValues}
        disabled={!writable}
        getFormApi={bindForm}
        onSubmit={() => void save()}
      >
        <FormFields fields={submit.fields} mode="edit" />
        {children}
        {writable && (
          <Button theme="solid" className="settings-save" loading={submitting} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        )}
      </Form>
    </div>
  );
}
