// The control cards' form pieces: the same labelled select of string values, shared by every card.
import { Select } from '@douyinfe/semi-ui-19';

type Option = string | { value: string; label: string };

/** A select named for assistive technology (and the journeys) whose values are strings. */
export function ChoiceSelect({
  label,
  width,
  value,
  onChange,
  options,
}: {
  label: string;
  width: number;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
}) {
  return (
    <Select
      aria-label={label}
      style={{ width }}
      value={value}
      onChange={(chosen) => onChange(String(chosen))}
      optionList={options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option))}
    />
  );
}
