// The field kinds a settings page shows (text and check boxes), as Semi form fields. The choosers (select, tree,
// date, number) are in all-fields.tsx, loaded with the create/edit dialog: a page showing only these stays light.
import { CheckboxGroup, Input, TextArea, withField } from '@douyinfe/semi-ui-19';
import type { FieldControls } from './form-fields';

// As Semi's own Form.Input and Form.TextArea (which a build leaves out: build-plugins/semi-size-patches.ts).
const FormInput = withField(Input, { maintainCursor: true });
const FormTextArea = withField(TextArea, { maintainCursor: true });
const FormCheckboxGroup = withField(CheckboxGroup);

export const basicFields = {
  text: ({ spec, common }) => <FormInput {...common} maxLength={spec.maxLength} allowEmptyString />,
  password: ({ common }) => <FormInput {...common} mode="password" autoComplete="new-password" />,
  textarea: ({ spec, common }) => <FormTextArea {...common} maxCount={spec.maxLength} allowEmptyString autosize />,
  checkboxes: ({ spec, common }) => (
    <FormCheckboxGroup {...common} direction="horizontal" options={spec.options?.map((option) => ({ ...option }))} />
  ),
} satisfies FieldControls<BasicFieldKind>;

export type BasicFieldKind = 'text' | 'password' | 'textarea' | 'checkboxes';
