// Patches that keep Semi's heavy parts off pages that do not use them (see patch-modules.ts for how patches apply).
//
// Semi's Form hangs every field kind it has on itself (Form.Input ... Form.DatePicker, Form.Cascader, Form.Upload,
// Form.TagInput, with date-fns and dnd-kit): about 130 kB gzip on any page that shows a form, whichever fields it
// uses. The back office builds its fields with withField from the controls it uses
// (src/features/back-office/components/basic-fields.tsx, all-fields.tsx), so the build drops these statics and
// the import that brings them: in a build, Form.Input and its siblings are undefined. Use withField, never the
// statics (vitest and `npm run dev` are not patched and would not show the mistake; the browser journeys would).
import type { Plugin } from 'vite';
import { patchModules } from './patch-modules';

const FIELD_KINDS = [
  'Input',
  'TextArea',
  'InputNumber',
  'Select',
  'Checkbox',
  'CheckboxGroup',
  'Radio',
  'RadioGroup',
  'DatePicker',
  'TimePicker',
  'Switch',
  'Slider',
  'TreeSelect',
  'Cascader',
  'Rating',
  'AutoComplete',
  'Upload',
  'TagInput',
];
const IMPORTED = `import { FormInput, FormInputNumber, FormTextArea, FormSelect, FormCheckboxGroup, FormCheckbox, FormRadioGroup, FormRadio, FormDatePicker, FormSwitch, FormSlider, FormTimePicker, FormTreeSelect, FormCascader, FormRating, FormAutoComplete, FormUpload, FormTagInput } from './field';\n`;

// Semi's fields check their value with async-validator (about 4.5 kB gzip) when given `rules`; the back office
// gives each field a `validate` function instead (checkField), so a build leaves the library out and a field
// given `rules` fails with this message.
const ASYNC_VALIDATOR = `import AsyncValidator from 'async-validator';`;
const NO_RULES = `class AsyncValidator {
  constructor() {
    throw new Error('Semi form rules are not in this build (frontend/build-plugins/semi-size-patches.ts): give the field a validate function');
  }
}`;

export function semiSizePatches(): Plugin {
  const why = 'the field statics of Form bring every Semi field kind to each page with a form';
  return patchModules('semi-size-patches', [
    {
      module: '@douyinfe/semi-foundation/lib/es/form/utils.js',
      why: "async-validator serves the fields' rules, which no form here uses",
      find: ASYNC_VALIDATOR,
      replace: NO_RULES,
      count: 1,
    },
    { module: '@douyinfe/semi-ui-19/lib/es/form/baseForm.js', why, find: IMPORTED, replace: '', count: 1 },
    {
      module: '@douyinfe/semi-ui-19/lib/es/form/baseForm.js',
      why,
      find: FIELD_KINDS.map((kind) => `Form.${kind} = Form${kind};\n`).join(''),
      replace: '',
      count: 1,
    },
  ]);
}
