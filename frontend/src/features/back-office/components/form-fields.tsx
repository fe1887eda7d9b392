// Field specs as a Semi form: each control validates with checkField (required, then its checks).
import { Banner, Form } from '@douyinfe/semi-ui-19';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSubmit } from '../hooks/use-form-submit';
import { checkField, fieldsFor, type FieldSpec, type FormMode, type FormValues } from '../lib/fields';

const full = { width: '100%' } as const;

function FieldControl<Values>({ spec, mode }: { spec: FieldSpec<Values>; mode: FormMode }) {
  const common = {
    field: spec.field,
    label: { text: spec.label, required: spec.required },
    placeholder: spec.placeholder,
    disabled: (mode === 'edit' && spec.lockedOnEdit) || Boolean(spec.lockedReason),
    extraText: spec.lockedReason,
    validate: (value: unknown, values: Record<string, unknown>) => checkField(spec, value, values) ?? '',
  };
  switch (spec.kind ?? 'text') {
    case 'text':
      return <Form.Input {...common} maxLength={spec.maxLength} allowEmptyString />;
    case 'password':
      return <Form.Input {...common} mode="password" autoComplete="new-password" />;
    case 'textarea':
      return <Form.TextArea {...common} maxCount={spec.maxLength} allowEmptyString autosize />;
    case 'number':
      return <Form.InputNumber {...common} min={spec.min} max={spec.max} style={full} />;
    case 'select':
    case 'multiSelect':
      return (
        <Form.Select
          {...common}
          multiple={spec.kind === 'multiSelect'}
          optionList={spec.options?.map((option) => ({ ...option }))}
          filter
          showClear={!spec.required}
          style={full}
        />
      );
    case 'treeSelect':
      return (
        <Form.TreeSelect
          {...common}
          treeData={spec.treeData?.map((node) => ({ ...node }))}
          filterTreeNode
          expandAll
          showClear={!spec.required}
          style={full}
        />
      );
    case 'date':
      return <Form.DatePicker {...common} type="date" format="yyyy-MM-dd" style={full} />;
    case 'checkboxes':
      return <Form.CheckboxGroup {...common} direction="horizontal" options={spec.options?.map((option) => ({ ...option }))} />;
  }
}

export interface SpecFormProps<Values> {
  /** Accessible name of the form (the dialog or page title). */
  label: string;
  fields: readonly FieldSpec<Values>[];
  mode: FormMode;
  initValues?: FormValues;
  submit: FormSubmit;
  disabled?: boolean;
  children?: ReactNode;
}

/**
 * A form of field specs: the server's 400 message above it (the request layer's toast goes away, this stays),
 * Enter submits.
 */
export function SpecForm<Values>({ label, fields, mode, initValues, submit, disabled, children }: SpecFormProps<Values>) {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  return (
    <>
      {submit.rejection && (
        <Banner type="danger" className="back-office-rejection" description={t('rejected', { msg: submit.rejection })} closeIcon={null} />
      )}
      <Form
        aria-label={label}
        labelPosition="left"
        labelWidth={130}
        initValues={initValues}
        disabled={disabled}
        getFormApi={submit.bindForm}
        onSubmit={() => void submit.save()}
      >
        {fieldsFor(fields, mode).map((spec) => (
          <FieldControl key={spec.field} spec={spec} mode={mode} />
        ))}
        {children}
      </Form>
    </>
  );
}
