import { Paper, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type DetailSectionProps = {
  title: string;
  /** 'Latest 20 of 34' and the like. */
  note?: string | undefined;
  children: ReactNode;
};

/** A titled panel of the user record. */
export function DetailSection({ title, note, children }: DetailSectionProps) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {note ? (
        <Text size="xs" c="dimmed" mt={2}>
          {note}
        </Text>
      ) : null}
      <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>{children}</div>
    </Paper>
  );
}

/** A small read-only table that scrolls sideways on a phone. */
export function SimpleTable({
  headers,
  rows,
  empty,
  caption,
}: {
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
  caption: string;
}) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Td key={headers[index]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
