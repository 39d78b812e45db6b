import { Alert, Divider, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { formatPrice } from '@prepward/shared/format';
import { monthsLabel, type TAdminSale } from '@prepward/shared/schemas/commerce';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useSale } from '../api/get-sale';
import { SaleStatusBadge } from '../../../components/sale-status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * A sale's details: status badge, transaction id, payment reference, amount, customer, date,
 * email and exams.
 */
export function SaleDetailsDrawer({
  saleId,
  listed,
  onClose,
}: {
  saleId: string | null;
  listed: TAdminSale | undefined;
  onClose: () => void;
}) {
  const sale = useSale(saleId, listed);
  const data = sale.data;
  return (
    <Drawer
      opened={saleId !== null}
      onClose={onClose}
      position="right"
      size="min(100%, 28rem)"
      title={
        <Text component="span" fw={700} fz="lg">
          Transaction details
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close transaction details' }}
    >
      {sale.isError && !data ? (
        <Alert color="red" variant="light" title="The sale could not be loaded">
          {errorMessage(sale.error)}
        </Alert>
      ) : null}
      {!data && sale.isPending ? <Loader size="sm" aria-label="Loading the sale" /> : null}
      {data ? (
        <Stack gap="md">
          <Group gap="xs">
            <SaleStatusBadge status={data.status} />
            {sale.isFetching ? <Loader size="xs" aria-hidden="true" /> : null}
          </Group>
          <Field label="Transaction ID">
            <Text ff="monospace" size="sm" span>
              {data.id}
            </Text>
          </Field>
          <Field label="Payment reference">{data.reference}</Field>
          {data.providerSessionId ? (
            <Field label={`${data.provider} session`}>{data.providerSessionId}</Field>
          ) : null}
          <Field label="Amount">
            {formatPrice(data.amount)} {data.currency}
          </Field>
          <Field label="Customer name">
            {data.firstName} {data.lastName}
          </Field>
          <Field label="Date">{formatDateTime(data.createdAt)}</Field>
          <Field label="Email">{data.email}</Field>
          <Divider />
          {data.saleItems.map((item) => (
            <Stack key={item.id} gap="sm">
              <Field label="Exam name">
                {item.exam.name} ({monthsLabel(item.months)}, {formatPrice(item.amount)})
              </Field>
              <Field label="Exam ID">
                <Text ff="monospace" size="sm" span>
                  {item.exam.id}
                </Text>
              </Field>
            </Stack>
          ))}
          {data.createdByAdmin ? (
            <Field label="Allocated by">{data.createdByAdmin.name}</Field>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}
