import { Stack, Table, Text } from '@mantine/core';
import { formatPrice } from '@prepward/shared/format';
import { monthsLabel, type TAdminSale } from '@prepward/shared/schemas/commerce';

/** The exams of a sale, shown when its row is expanded. */
export function SaleItems({ sale }: { sale: TAdminSale }) {
  return (
    <Stack gap="xs" p="sm" bg="var(--mantine-color-gray-0)" data-testid="sale-items">
      <Text size="sm">
        Reference <strong>{sale.reference}</strong> · {sale.provider}
        {sale.createdByAdmin ? ` · allocated by ${sale.createdByAdmin.name}` : ''}
      </Text>
      {sale.saleItems.length === 0 ? (
        <Text size="sm" c="dimmed">
          No items.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table withTableBorder fz="sm" aria-label={`Items of sale ${sale.reference}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Exam</Table.Th>
                <Table.Th>Exam ID</Table.Th>
                <Table.Th>Months</Table.Th>
                <Table.Th>Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sale.saleItems.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.exam.name}</Table.Td>
                  <Table.Td ff="monospace" fz="xs">
                    {item.exam.id}
                  </Table.Td>
                  <Table.Td>{monthsLabel(item.months)}</Table.Td>
                  <Table.Td>{formatPrice(item.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
