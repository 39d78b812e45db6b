import { Badge, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { lettersInParts } from '@prepward/shared/item-types';
import type { TItemStatistic } from '@prepward/shared/schemas/item-statistics';
import { IconCheck } from '@tabler/icons-react';
import { formatShare } from '../lib/item-statistics-format';

/**
 * One item's options: the share of answers that picked each, and the mean rest-score of those
 * who did. A good distractor draws students whose rest-score is lower than the key's.
 */
export function ItemDistractors({ item }: { item: TItemStatistic }) {
  if (item.options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        A fill in the blanks question has no options to analyse.
      </Text>
    );
  }
  // The Next Generation types' options by part (a matrix row, a blank), lettered within it.
  const letters = lettersInParts(item.options);
  return (
    <Stack gap="xs">
      <Table withTableBorder verticalSpacing="xs" aria-label={`Options of: ${item.preview}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Option</Table.Th>
            <Table.Th ta="right">Picked by</Table.Th>
            <Table.Th ta="right">Mean rest-score</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {item.options.map((option, index) => (
            <Fragment key={option.id}>
              {option.part !== null && option.part !== item.options[index - 1]?.part ? (
                <Table.Tr>
                  <Table.Th colSpan={3} scope="colgroup">
                    {option.part}
                  </Table.Th>
                </Table.Tr>
              ) : null}
              <Table.Tr>
                <Table.Td>
                  <Text size="sm">
                    <Text span fw={700}>
                      {letters[index]!.toUpperCase()}.
                    </Text>{' '}
                    {option.text}
                  </Text>
                  {option.correct ? (
                    <Badge
                      color="teal"
                      variant="light"
                      mt={4}
                      leftSection={<IconCheck size={12} aria-hidden="true" />}
                    >
                      Correct
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">
                  {formatShare(option.share)} ({option.picks})
                </Table.Td>
                <Table.Td ta="right">{formatShare(option.meanRestScore)}</Table.Td>
              </Table.Tr>
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        Mean rest-score: how those who picked the option did on the rest of the test. A good
        distractor draws students with a lower rest-score than the correct option does.
      </Text>
    </Stack>
  );
}
