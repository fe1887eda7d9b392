// Every field kind of the back-office forms, for the create/edit dialog (loaded when it opens): the basic ones and
// the choosers, whose Semi components (select, tree select, date picker with date-fns, number) are the heavy part.
import { DatePicker, InputNumber, Select, TreeSelect, withField } from '@douyinfe/semi-ui-19';
import { basicFields } from './basic-fields';
import type { FieldControl, FieldControls } from './form-fields';

// As Semi's own Form.InputNumber, Form.Select, ... (which a build leaves out: build-plugins/semi-size-patches.ts).
const FormInputNumber = withField(InputNumber, { maintainCursor: true });
const FormSelect = withField(Select);
const FormTreeSelect = withField(TreeSelect);
const FormDatePicker = withField(DatePicker);

const full = { width: '100%' } as const;

const chooser =
  ({ multiple }: { multiple: boolean }): FieldControl =>
  ({ spec, common }) => (
    <FormSelect
      {...common}
      multiple={multiple}
      optionList={spec.options?.map((option) => ({ ...option }))}
      filter
      showClear={!spec.required}
      style={full}
    />
  );

export const allFields: FieldControls = {
  ...basicFields,
  number: ({ spec, common }) => <FormInputNumber {...common} min={spec.min} max={spec.max} style={full} />,
  select: chooser({ multiple: false }),
  multiSelect: chooser({ multiple: true }),
  treeSelect: ({ spec, common }) => (
    <FormTreeSelect
      {...common}
      treeData={spec.treeData?.map((node) => ({ ...node }))}
      filterTreeNode
      expandAll
      showClear={!spec.required}
      style={full}
    />
  ),
  date: ({ common }) => <FormDatePicker {...common} type="date" format="yyyy-MM-dd" style={full} />,
};
