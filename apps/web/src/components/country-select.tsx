import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { COUNTRIES } from './countries';

type CountrySelectProps = Omit<SelectProps, 'data' | 'searchable' | 'onChange'> & {
  /** A cleared select reports '' (forms keep text fields as strings). */
  onChange?: (value: string) => void;
};

/**
 * Searchable country list. A stored value missing from the list (an older account) is kept
 * as an option, so it still shows.
 */
export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  const data = useMemo(
    () =>
      value && !(COUNTRIES as readonly string[]).includes(value)
        ? [value, ...COUNTRIES]
        : [...COUNTRIES],
    [value],
  );
  return (
    <Select
      label="Country"
      autoComplete="country-name"
      nothingFoundMessage="No country matches"
      maxDropdownHeight={280}
      {...props}
      // Mantine keeps closed options mounted; ~200 hidden options would re-render with
      // every keystroke elsewhere in the form.
      comboboxProps={{ keepMounted: false, ...props.comboboxProps }}
      value={value || null}
      onChange={(selected) => onChange?.(selected ?? '')}
      data={data}
      searchable
    />
  );
}
