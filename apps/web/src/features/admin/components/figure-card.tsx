import { Paper, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './figure-card.module.css';

type FigureCardProps = {
  label: string;
  value: ReactNode;
  /** The page behind the figure. */
  to: string;
  hint?: string;
  loading?: boolean;
};

/** One overview figure; the whole card links to the page behind it. */
export function FigureCard({ label, value, to, hint, loading = false }: FigureCardProps) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.card}>
      <Paper withBorder radius="md" p="md" h="100%">
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        {loading ? (
          <Skeleton h={32} mt={6} w="60%" />
        ) : (
          <Text
            fz={{ base: 22, sm: 28 }}
            fw={700}
            lh={1.3}
            mt={4}
            style={{ overflowWrap: 'anywhere' }}
          >
            {value}
          </Text>
        )}
        {hint ? (
          <Text size="xs" c="dimmed" mt={4}>
            {hint}
          </Text>
        ) : null}
      </Paper>
    </UnstyledButton>
  );
}
