// A settings page's form (logo, dashboard): the loaded values, fields from specs, one 保存 button. Its fields are
// the basic kinds, so the page does not carry the choosers' code (all-fields.tsx).
import { Button } from '@douyinfe/semi-ui-19';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../hooks/use-form-submit';
import type { FieldSpec, FormValues } from '../lib/fields';
import { basicFields, type BasicFieldKind } from './basic-fields';
import { SpecForm } from './form-fields';

export type BasicFieldSpec<Values> = FieldSpec<Values> & { kind?: BasicFieldKind };

export interface SettingsFormProps<Values> {
  label: string;
  fields: readonly BasicFieldSpec<Values>[];
  initValues: FormValues;
  onSubmit: (values: Values) => Promise<unknown>;
  onSaved?: () => void;
  /** Shown under the fields, e.g. a preview. */
  children?: ReactNode;
  /** Hide 保存 from users who may not write. */
  writable: boolean;
}

export function SettingsForm<Values>({ label, initValues, children, writable, ...options }: SettingsFormProps<Values>) {
  const { t } = useTranslation();
  const submit = useFormSubmit({ ...options, mode: 'edit' });
  return (
    <div className="settings-form">
      <SpecForm
        label={label}
        fields={options.fields}
        controls={basicFields}
        mode="edit"
        initValues={initValues}
        submit={submit}
        disabled={!writable}
      >
        {children}
        {writable && (
          <Button theme="solid" className="settings-save" loading={submit.submitting} onClick={() => void submit.save()}>
            {t('common.save')}
          </Button>
        )}
      </SpecForm>
    </div>
  );
}
