import {
  Button,
  Drawer,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import type { TLabValue } from '@prepward/shared/schemas/lab-values';
import { IconFlask, IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { getLabUnits, LAB_UNITS, setLabUnits, type LabUnits } from '../../../lib/storage';
import { useLabValues } from '../api/list-lab-values';
import classes from './exam-tools.module.css';

const UNIT_LABELS: Record<LabUnits, string> = {
  both: 'Both',
  conventional: 'Conventional',
  si: 'SI',
};

/** Phones get the whole width; Mantine's `sm` breakpoint. */
export const PHONE_QUERY = '(max-width: 48em)';

/** The lab values whose test name or category holds every word of the search. */
export function filterLabValues(values: readonly TLabValue[], search: string): TLabValue[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...values];
  return values.filter((value) => {
    const text = `${value.testName} ${value.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Consecutive values of one category together, in the order the server sent them. */
function byCategory(values: readonly TLabValue[]): [string, TLabValue[]][] {
  const groups = new Map<string, TLabValue[]>();
  for (const value of values) {
    const group = groups.get(value.category);
    if (group) group.push(value);
    else groups.set(value.category, [value]);
  }
  return [...groups];
}

const withUnit = (range: string, unit: string) => (unit ? `${range} ${unit}` : range);

function CategoryTable({
  category,
  values,
  units,
}: {
  category: string;
  values: TLabValue[];
  units: LabUnits;
}) {
  const headingId = useId();
  const showConventional = units !== 'si';
  const showSi = units !== 'conventional';
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb={4}>
        {category}
      </Title>
      <Table striped verticalSpacing={6} aria-labelledby={headingId} className={classes.labTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Test</Table.Th>
            {showConventional ? <Table.Th scope="col">Conventional</Table.Th> : null}
            {showSi ? <Table.Th scope="col">SI</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {values.map((value) => (
            <Table.Tr key={value.id}>
              <Table.Th scope="row" fw={500}>
                {value.testName}
                {value.note ? (
                  <Text size="xs" c="dimmed" fw={400}>
                    {value.note}
                  </Text>
                ) : null}
              </Table.Th>
              {showConventional ? (
                <Table.Td>{withUnit(value.conventionalRange, value.conventionalUnit)}</Table.Td>
              ) : null}
              {showSi ? <Table.Td>{withUnit(value.siRange, value.siUnit)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

/** The drawer's content: search, the units choice and the ranges by category. */
function LabValuesPanel({ opened }: { opened: boolean }) {
  const labValues = useLabValues(opened);
  const [search, setSearch] = useState('');
  const [units, setUnits] = useState<LabUnits>(getLabUnits);
  const unitsLabelId = useId();
  const shown = useMemo(
    () => filterLabValues(labValues.data ?? [], search),
    [labValues.data, search],
  );

  const chooseUnits = (value: string) => {
    const chosen = LAB_UNITS.find((candidate) => candidate === value) ?? 'both';
    setUnits(chosen);
    setLabUnits(chosen);
  };

  let list;
  if (labValues.isPending) {
    list = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Loading lab values…</Text>
      </Group>
    );
  } else if (labValues.isError) {
    list = (
      <LoadError
        title="Could not load the lab values"
        error={labValues.error}
        onRetry={() => void labValues.refetch()}
        retrying={labValues.isFetching}
      />
    );
  } else if (labValues.data.length === 0) {
    list = <Text size="sm">No lab values yet.</Text>;
  } else if (shown.length === 0) {
    list = <Text size="sm">No lab values match “{search.trim()}”.</Text>;
  } else {
    list = byCategory(shown).map(([category, values]) => (
      <CategoryTable key={category} category={category} values={values} units={units} />
    ));
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Adult reference ranges. Laboratories differ: where a question gives its own ranges, use
        those.
      </Text>
      <TextInput
        type="search"
        label="Search lab values"
        placeholder="Test or category, e.g. sodium"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        size="md"
        data-autofocus
      />
      <div>
        <Text component="span" size="sm" fw={500} id={unitsLabelId} display="block" mb={4}>
          Units
        </Text>
        <SegmentedControl
          aria-labelledby={unitsLabelId}
          fullWidth
          data={LAB_UNITS.map((value) => ({ value, label: UNIT_LABELS[value] }))}
          value={units}
          onChange={chooseUnits}
          classNames={{ label: classes.segment }}
        />
      </div>
      {labValues.data && labValues.data.length > 0 ? (
        <Text size="xs" c="dimmed" aria-live="polite">
          {shown.length === labValues.data.length
            ? `${shown.length} lab values`
            : `${shown.length} of ${labValues.data.length} lab values`}
        </Text>
      ) : null}
      {list}
    </Stack>
  );
}

/** The toolbar's 'Lab values' button and the drawer it opens (right side; whole width on a phone). */
export function LabValuesTool() {
  const [opened, drawer] = useDisclosure(false);
  // Mounted when first opened (see useOpenedOnce).
  const panel = useOpenedOnce(opened);
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  return (
    <>
      <Button
        variant="default"
        className={classes.toolButton}
        leftSection={<IconFlask size={18} aria-hidden="true" />}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={drawer.open}
      >
        Lab values
      </Button>
      {panel.mounted ? (
        <Drawer
          opened={panel.opened}
          onClose={drawer.close}
          position="right"
          size={phone ? '100%' : 'md'}
          title="Lab values"
          closeButtonProps={{ 'aria-label': 'Close lab values' }}
          styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
        >
          <LabValuesPanel opened={opened} />
        </Drawer>
      ) : null}
    </>
  );
}
