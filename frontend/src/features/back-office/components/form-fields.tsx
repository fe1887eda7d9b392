// Field specs as a Semi form: each control validates with checkField (required, then its checks).
import { Banner, Form } from '@douyinfe/semi-ui-19';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSubmit } from '../hooks/use-form-submit';
import { checkField, fieldsFor, type FieldKind, type FieldSpec, type FormMode, type FormValues } from '../lib/fields';

/** What every field control gets from its spec. */
interface CommonFieldProps {
  field: string;
  label: { text: string; required?: boolean };
  placeholder?: string;
  disabled: boolean;
  extraText?: string;
  validate: (value: unknown, values: Record<string, unknown>) => string;
}

export type FieldControl = (props: { spec: FieldSpec; common: CommonFieldProps }) => ReactNode;
/** The controls a form can draw, by field kind (basicFields, allFields): a form brings only the kinds it may show. */
export type FieldControls<Kind extends FieldKind = FieldKind> = Record<Kind, FieldControl>;

function FieldControlFor<Values>({ spec, mode, controls }: { spec: FieldSpec<Values>; mode: FormMode; controls: Partial<FieldControls> }) {
  const kind = spec.kind ?? 'text';
  const Control = controls[kind];
  if (!Control) throw new Error(`The form of ${spec.field} has no control for the field kind ${kind}`);
  const common: CommonFieldProps = {
    field: spec.field,
    label: { text: spec.label, required: spec.required },
    placeholder: spec.placeholder,
    disabled: (mode === 'edit' && spec.lockedOnEdit) || Boolean(spec.lockedReason),
    extraText: spec.lockedReason,
    validate: (value, values) => checkField(spec, value, values) ?? '',
  };
  return <Control spec={spec as FieldSpec} common={common} />;
}

export interface SpecFormProps<Values> {
  /** Accessible name of the form (the dialog or page title). */
  label: string;
  fields: readonly FieldSpec<Values>[];
  /** The controls of the field kinds the fields use. */
  controls: Partial<FieldControls>;
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
export function SpecForm<Values>({ label, fields, controls, mode, initValues, submit, disabled, children }: SpecFormProps<Values>) {
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
          <FieldControlFor key={spec.field} spec={spec} mode={mode} controls={controls} />
        ))}
        {children}
      </Form>
    </>
  );
}
