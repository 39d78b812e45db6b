import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { formatPrice } from '@prepward/shared/format';
import { cartOperations } from '@prepward/shared/operations/cart';
import { catalogueOperations } from '@prepward/shared/operations/catalogue';
import { monthsLabel, type TStudentSale } from '@prepward/shared/schemas/commerce';
import { IconCheck, IconClockHour4, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatDate } from '../../../lib/format-date';
import { invalidate } from '../../../lib/operations';
import { SALE_POLL_LIMIT_MS, useSale } from '../api/get-sale';
import { LoadError } from '../../../components/load-error';

export const RESULT_TEXT = {
  pending: 'Confirming your payment…',
  stillPending:
    'Your payment is still being confirmed. This can take a few minutes: your exams appear in My Exams as soon as it is.',
  success: 'Payment successful',
  failed: 'Payment not completed',
  failedDetail: 'No money was taken and your cart is unchanged. You can try again from your cart.',
} as const;

function Outcome({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'teal' | 'red' | 'yellow';
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" maw={640}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" color={tone} variant="light">
            {icon}
          </ThemeIcon>
          <Title order={2} fz="xl" role="status">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function SaleSummary({ sale }: { sale: TStudentSale }) {
  return (
    <Text size="sm" c="dimmed">
      Reference <strong>{sale.reference}</strong> · {formatPrice(sale.amount)}
    </Text>
  );
}

/** /user/cart/result?reference=: where the payment page sends the student back. */
export function PaymentResultPage() {
  usePageTitle('Payment');
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('reference')?.trim() ?? '';
  const [pollUntil, setPollUntil] = useState(() => Date.now() + SALE_POLL_LIMIT_MS);
  const [polling, setPolling] = useState(true);
  const sale = useSale(reference, { poll: polling });
  const queryClient = useQueryClient();
  const status = sale.data?.status;

  // Stop asking after a while; the student is told the payment is still being confirmed.
  useEffect(() => {
    if (status !== 'pending' || !polling) return;
    const timer = window.setTimeout(() => setPolling(false), Math.max(0, pollUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [status, polling, pollUntil]);

  // A paid sale changed the cart, the catalogue badges and My Exams.
  useEffect(() => {
    if (status !== 'success') return;
    const { listExams, getExam, myExams } = catalogueOperations;
    void invalidate(queryClient, cartOperations.getCart, listExams, getExam, myExams);
  }, [status, queryClient]);

  let body: React.ReactNode;
  if (!reference) {
    body = (
      <Alert color="red" variant="light" title="No payment to show" maw={640}>
        <Stack gap="sm" align="flex-start">
          This page needs a payment reference.
          <Button component={Link} to="/user/cart" size="xs" variant="white">
            Go to your cart
          </Button>
        </Stack>
      </Alert>
    );
  } else if (sale.isPending) {
    body = <Pending />;
  } else if (sale.isError) {
    body = (
      <LoadError
        title="The payment could not be loaded"
        error={sale.error}
        onRetry={() => void sale.refetch()}
        maw={640}
      />
    );
  } else if (sale.data.status === 'success') {
    body = (
      <Outcome
        tone="teal"
        icon={<IconCheck size={28} aria-hidden="true" />}
        title={RESULT_TEXT.success}
      >
        <SaleSummary sale={sale.data} />
        <List spacing="xs" aria-label="Exams bought">
          {sale.data.items.map((item) => (
            <List.Item key={item.examId}>
              <Text fw={600} span>
                {item.examName}
              </Text>
              : {monthsLabel(item.months)}
              {item.accessEndsAt ? `, access until ${formatDate(item.accessEndsAt)}` : ''}
            </List.Item>
          ))}
        </List>
        <Text size="sm">A receipt is on its way to your email.</Text>
        <Group>
          <Button component={Link} to="/user/my-exams">
            Go to My Exams
          </Button>
        </Group>
      </Outcome>
    );
  } else if (sale.data.status === 'failed') {
    body = (
      <Outcome tone="red" icon={<IconX size={28} aria-hidden="true" />} title={RESULT_TEXT.failed}>
        <SaleSummary sale={sale.data} />
        <Text>{RESULT_TEXT.failedDetail}</Text>
        <Group>
          <Button component={Link} to="/user/cart">
            Back to cart
          </Button>
          <Button component={Link} to="/user/my-exams" variant="default">
            My Exams
          </Button>
        </Group>
      </Outcome>
    );
  } else if (polling) {
    body = <Pending sale={sale.data} />;
  } else {
    body = (
      <Outcome
        tone="yellow"
        icon={<IconClockHour4 size={28} aria-hidden="true" />}
        title="Payment pending"
      >
        <SaleSummary sale={sale.data} />
        <Text>{RESULT_TEXT.stillPending}</Text>
        <Group>
          <Button component={Link} to="/user/my-exams">
            Go to My Exams
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setPollUntil(Date.now() + SALE_POLL_LIMIT_MS);
              setPolling(true);
              void sale.refetch();
            }}
          >
            Check again
          </Button>
        </Group>
      </Outcome>
    );
  }

  return (
    <>
      <PageHeading title="Payment" />
      {body}
    </>
  );
}

function Pending({ sale }: { sale?: TStudentSale }) {
  return (
    <Card withBorder radius="lg" padding="xl" maw={640}>
      <Stack gap="sm">
        <Group gap="md" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text fw={600}>{RESULT_TEXT.pending}</Text>
        </Group>
        {sale ? <SaleSummary sale={sale} /> : null}
      </Stack>
    </Card>
  );
}
