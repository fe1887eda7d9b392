// A small form state for the auth pages (Semi Form would pull every field type into the login route's JS):
// values, a check per field returning a locale key, errors shown after blur or submit.
import { useState } from 'react';

export type Checks<Values> = { [K in keyof Values]?: (value: string, values: Values) => string | undefined };

export function useCheckedForm<Values extends Record<string, string>>(initial: Values, checks: Checks<Values>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});

  const checkField = (field: keyof Values, all: Values = values) => {
    const problem = checks[field]?.(all[field] ?? '', all);
    setErrors((current) => ({ ...current, [field]: problem }));
    return problem;
  };

  return {
    values,
    errors,
    setError: (field: keyof Values, problem: string | undefined) => setErrors((current) => ({ ...current, [field]: problem })),
    /** Props for a Semi Input bound to the field. */
    bind: (field: keyof Values) => ({
      value: values[field],
      onChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
      onBlur: () => checkField(field),
      validateStatus: errors[field] ? ('error' as const) : ('default' as const),
    }),
    checkField,
    /** Checks every field; true when all pass. */
    checkAll: () => (Object.keys(checks) as (keyof Values)[]).map((field) => checkField(field)).every((problem) => !problem),
  };
}
