// Submitting a back-office form: client checks, then the call with normalised values; a 400 answer leaves the
// form as it is, with the server's message to show and the reason on the field it names.
import type { FormApi } from '@douyinfe/semi-ui-19/lib/es/form';
import { useRef, useState } from 'react';
import { toast } from '@/lib/notify';
import { text } from '../i18n';
import { fieldsFor, normaliseValues, type FieldSpec, type FormMode, type FormValues } from '../lib/fields';
import { readRejection } from '../lib/rejection';

export interface FormSubmitOptions<Values> {
  fields: readonly FieldSpec<Values>[];
  mode: FormMode;
  /** Gets the normalised values (required fields were checked, so they are present). */
  onSubmit: (values: Values) => Promise<unknown>;
  onSaved?: () => void;
}

export interface FormSubmit {
  bindForm: (api: FormApi<FormValues>) => void;
  save: () => Promise<void>;
  submitting: boolean;
  /** The server's 400 message of the last submit. */
  rejection?: string;
}

export function useFormSubmit<Values>({ fields, mode, onSubmit, onSaved }: FormSubmitOptions<Values>): FormSubmit {
  const formApi = useRef<FormApi<FormValues>>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const [rejection, setRejection] = useState<string>();

  const save = async () => {
    const form = formApi.current;
    if (!form || submitting) return;
    const raw = await form.validate().catch(() => undefined);
    if (!raw) return;
    setSubmitting(true);
    setRejection(undefined);
    try {
      await onSubmit(normaliseValues(fields, raw, mode) as Values);
      toast('success', text('saved'));
      onSaved?.();
    } catch (error) {
      // Other failures were already shown (and acted on) by the request layer.
      const rejected = readRejection(error);
      if (rejected) {
        setRejection(rejected.message);
        if (rejected.field && fieldsFor(fields, mode).some((spec) => spec.field === rejected.field))
          form.setError(rejected.field, rejected.reason);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return {
    bindForm: (api: FormApi<FormValues>) => {
      formApi.current = api;
    },
    save,
    submitting,
    rejection,
  };
}
