import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TQuestionVersion } from '@prepward/shared/schemas/question-history';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { VersionChanges } from './version-changes';
import { VersionSnapshot } from './version-snapshot';

type VersionItemProps = {
  version: TQuestionVersion;
  /** Present for those who may restore (questions:write). */
  onRestore?: (() => void) | undefined;
  restoring?: boolean;
};

const whoOf = ({ author }: TQuestionVersion) =>
  author.kind === 'removed' && author.formerName
    ? `${author.name} (${author.formerName})`
    : author.name;

/** One version: number, what happened, who and when, the comment; open, what changed. */
export function VersionItem({ version, onRestore, restoring = false }: VersionItemProps) {
  const first = version.number === 1 && version.changes.length === 0;
  const [whole, setWhole] = useState(false);
  return (
    <Accordion.Item value={version.id}>
      <Accordion.Control>
        <Stack gap={2}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>Version {version.number}</Text>
            <Badge variant="light">{version.label}</Badge>
            {version.current ? (
              <Badge color="teal" variant="filled">
                Current
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {whoOf(version)} ·{' '}
            <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
          </Text>
          {version.comment ? (
            <Text size="sm" fs="italic">
              “{version.comment}”
            </Text>
          ) : null}
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          {version.changes.length > 0 ? (
            <>
              <Text size="sm" c="dimmed">
                What changed since the version before: words taken out are struck through, words put
                in are underlined.
              </Text>
              <VersionChanges changes={version.changes} />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {first
                ? 'The question as it was first recorded.'
                : 'Nothing a reader sees changed in this version.'}
            </Text>
          )}
          {first ? null : (
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                aria-expanded={whole}
                onClick={() => setWhole((shown) => !shown)}
              >
                {whole
                  ? 'Hide the whole question'
                  : `Show the whole question as in version ${version.number}`}
              </Button>
            </Group>
          )}
          {first || whole ? <VersionSnapshot snapshot={version.snapshot} /> : null}
          {onRestore && !version.current ? (
            <Group>
              <Button
                variant="light"
                leftSection={<IconRestore size={16} aria-hidden="true" />}
                onClick={onRestore}
                loading={restoring}
              >
                Restore this version
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
