import { Select, type SelectProps } from '@mantine/core';
import { PROFESSIONS } from '@prepward/shared/constants';
import { useMemo } from 'react';

type ProfessionSelectProps = Omit<SelectProps, 'data' | 'onChange'> & {
  /** A cleared select reports '' (forms keep text fields as strings). */
  onChange?: (value: string) => void;
};

/** The professions a student may choose; a stored value missing from the list still shows. */
export function ProfessionSelect({ value, onChange, ...props }: ProfessionSelectProps) {
  const data = useMemo(
    () =>
      value && !(PROFESSIONS as readonly string[]).includes(value)
        ? [value, ...PROFESSIONS]
        : [...PROFESSIONS],
    [value],
  );
  return (
    <Select
      label="Profession"
      autoComplete="off"
      {...props}
      value={value || null}
      onChange={(selected) => onChange?.(selected ?? '')}
      data={data}
    />
  );
}
