// Form fields of the back-office forms as data: what each field is, when it shows, and its rules. The form
// components render these; the pure functions here check and normalise the values.
import { isBlank } from '@/lib/validators';
import { text } from '../i18n';

export type FieldKind = 'text' | 'password' | 'textarea' | 'number' | 'select' | 'multiSelect' | 'treeSelect' | 'date' | 'checkboxes';
export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

/** A rule beyond "required": the message when the (non-blank) value is wrong, else undefined. */
export type Check = (value: unknown, values: FormValues) => string | undefined;

interface Option {
  value: string | number;
  label: string;
}

export interface TreeOption {
  key: string;
  value: string | number;
  label: string;
  children?: TreeOption[];
}

export interface FieldSpec<Values = FormValues> {
  field: Extract<keyof Values, string>;
  label: string;
  kind?: FieldKind;
  required?: boolean;
  checks?: readonly Check[];
  options?: readonly Option[];
  treeData?: readonly TreeOption[];
  /** Shown only when creating (username, password) or only when editing. */
  only?: FormMode;
  /** Shown but not editable when editing. */
  lockedOnEdit?: boolean;
  /** Shown but not editable, and not sent, for this reason (e.g. your own status): set per row by the table. */
  lockedReason?: string;
  placeholder?: string;
  maxLength?: number;
  min?: number;
  max?: number;
}

const choiceKinds: readonly FieldKind[] = ['select', 'multiSelect', 'treeSelect', 'date', 'checkboxes'];

function isEmptyValue(value: unknown): boolean {
  return Array.isArray(value) ? value.length === 0 : isBlank(value);
}

/** The fields a form shows in the mode. */
export function fieldsFor<Values>(fields: readonly FieldSpec<Values>[], mode: FormMode): FieldSpec<Values>[] {
  return fields.filter((spec) => !spec.only || spec.only === mode);
}

/** The message for the field's value (required first, then its checks), or undefined when it is acceptable. */
export function checkField<Values>(spec: FieldSpec<Values>, value: unknown, values: FormValues): string | undefined {
  if (isEmptyValue(value)) {
    if (!spec.required) return undefined;
    return text(choiceKinds.includes(spec.kind ?? 'text') ? 'requiredChoice' : 'required', { label: spec.label });
  }
  for (const check of spec.checks ?? []) {
    const problem = check(value, values);
    if (problem) return problem;
  }
  return undefined;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date picker's value (Date, the local day picked, or the 'YYYY-MM-DD' text it was given) as 'YYYY-MM-DD'. */
export function toDateText(value: unknown): string | undefined {
  // Date's own fields rather than dayjs, which would come to every back-office page for this one line.
  if (value instanceof Date) return `${value.getFullYear()}-${twoDigits(value.getMonth() + 1)}-${twoDigits(value.getDate())}`;
  if (typeof value === 'string' && value) return value.slice(0, 10);
  return undefined;
}

/**
 * The submitted values as the server wants them: only the fields of the mode, dates as 'YYYY-MM-DD', text
 * trimmed (passwords as typed), empty values left out. When editing, emptied text ('') and emptied lists ([])
 * are sent, so the server clears them.
 */
export function normaliseValues<Values>(fields: readonly FieldSpec<Values>[], raw: FormValues, mode: FormMode): Partial<Values> {
  const result: FormValues = {};
  for (const spec of fieldsFor(fields, mode)) {
    if ((mode === 'edit' && spec.lockedOnEdit) || spec.lockedReason) continue;
    let value = raw[spec.field];
    if (spec.kind === 'date') value = toDateText(value);
    else if (typeof value === 'string' && spec.kind !== 'password') value = value.trim();
    const keepCleared = mode === 'edit' && (value === '' || Array.isArray(value)) && spec.kind !== 'password';
    if (!isEmptyValue(value) || keepCleared) result[spec.field] = value;
  }
  return result as Partial<Values>;
}
