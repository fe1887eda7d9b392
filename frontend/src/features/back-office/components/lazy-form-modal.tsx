// The create/edit dialog, loaded when it first opens: its form (Semi Form, which brings every field kind, date
// pickers included) is the largest part of the back office, and a table page shows no form until asked.
import { lazy, Suspense, type ComponentType } from 'react';
import type { FormModalProps } from './form-modal';

const FormModalChunk = lazy(async () => ({
  default: (await import('./form-modal')).FormModal as ComponentType<FormModalProps<unknown>>,
}));

export function LazyFormModal<Values>(props: FormModalProps<Values>) {
  return (
    <Suspense fallback={null}>
      <FormModalChunk {...(props as FormModalProps<unknown>)} />
    </Suspense>
  );
}
