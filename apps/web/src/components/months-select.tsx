import { Select, type SelectProps } from '@mantine/core';
import { MONTH_CHOICES, monthsLabel } from '@prepward/shared/schemas/commerce';

const OPTIONS = MONTH_CHOICES.map((months) => ({
  value: String(months),
  label: monthsLabel(months),
}));

type MonthsSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: number;
  onChange: (months: number) => void;
};

/** Months of access, 1 to 24 (cart lines, the catalogue and manual allocation). */
export function MonthsSelect({ value, onChange, ...props }: MonthsSelectProps) {
  return (
    <Select
      label="Months"
      data={OPTIONS}
      value={String(value)}
      allowDeselect={false}
      onChange={(next) => next && onChange(Number(next))}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
