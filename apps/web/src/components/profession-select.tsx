import { Select, type SelectProps } from '@mantine/core';
import { PROFESSIONS } from '@prepward/shared/constants';
import { useMemo } from 'react';

type ProfessionSelectProps = Omit<SelectProps, 'data'>;

/** The professions of spec section 1; a stored value missing from the list still shows. */
export function ProfessionSelect({ value, ...props }: ProfessionSelectProps) {
  const data = useMemo(
    () =>
      value && !(PROFESSIONS as readonly string[]).includes(value)
        ? [value, ...PROFESSIONS]
        : [...PROFESSIONS],
    [value],
  );
  return (
    <Select label="Profession" autoComplete="off" {...props} value={value || null} data={data} />
  );
}
