import { List, ScrollArea, Text } from '@mantine/core';
import type { TQuestionImportResult } from '@prepward/shared/schemas/content';
import { useId } from 'react';

/** How many notices are listed; the rest are counted. */
const SHOWN_NOTICES = 200;

/**
 * 'Imported with notes': what the file carried that PrepWard does not keep (a question type
 * it has not, partial-credit weights, penalties ...), under the import's summary and, before
 * it, in the file's check.
 */
export function ImportNotices({
  notices,
  heading = 'Imported with notes:',
}: {
  notices: TQuestionImportResult['notices'];
  heading?: string;
}) {
  const headingId = useId();
  if (notices.length === 0) return null;
  return (
    <>
      <Text size="sm" fw={600} mt="xs" id={headingId}>
        {heading}
      </Text>
      <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
        <List size="sm" spacing={2} aria-labelledby={headingId}>
          {notices.slice(0, SHOWN_NOTICES).map((notice, index) => (
            <List.Item key={`${notice.where}-${index}`}>
              {notice.where ? `${notice.where}: ${notice.message}` : notice.message}
            </List.Item>
          ))}
        </List>
        {notices.length > SHOWN_NOTICES ? (
          <Text size="sm" mt="xs">
            and {notices.length - SHOWN_NOTICES} more notes
          </Text>
        ) : null}
      </ScrollArea.Autosize>
    </>
  );
}
