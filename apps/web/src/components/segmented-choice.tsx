// A choice among a few options shown side by side, as native radio buttons: one tab stop, the
// arrow keys move the choice, and the checked one stands out. Mantine's SegmentedControl looks
// the same but measures the page's layout to place its floating indicator when it mounts and
// renders again once it has (40 ms of a slow phone's main thread, once per exam on My Exams).
import { useId } from 'react';
import classes from './segmented-choice.module.css';

export type SegmentedChoiceProps<T extends string> = {
  /** The group's accessible name. */
  label: string;
  data: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
};

export function SegmentedChoice<T extends string>({
  label,
  data,
  value,
  onChange,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {data.map((item) => (
        <label key={item.value} className={classes.segment}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}
