import { Table, Text } from '@mantine/core';
import { PERCENT_DECIMALS } from '@prepward/shared/constants';
import type { TTestAnalytics } from '@prepward/shared/schemas/attempts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pointsText } from '../../../components/question/items/parts';
import classes from './breakdown-table.module.css';

const percent = (value: number) => `${value.toFixed(PERCENT_DECIMALS)}%`;

/**
 * The score by course and subject. Narrower than its columns (a phone), it scrolls sideways,
 * and says so: a visible scrollbar, a shadow at the edge with more to see, and a hint.
 */
export function BreakdownTable({ rows }: { rows: TTestAnalytics['breakdown'] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const element = viewport.current;
    if (element) setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
  }, []);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    // The observer's first call, once the page is laid out, is the first measure: measuring
    // here would make the browser lay the page out in the middle of React's work (60 ms of a
    // slow phone's main thread on the results page).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <>
      <div className={classes.frame} data-more={more || undefined}>
        <Table.ScrollContainer
          minWidth={520}
          mt="md"
          scrollAreaProps={{
            type: 'always',
            viewportRef: viewport,
            onScrollPositionChange: measure,
            // Scrollable by keyboard too, when there is something to scroll.
            viewportProps: more ? { tabIndex: 0, 'aria-label': 'Scores by subject' } : {},
          }}
        >
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Course</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Correct</Table.Th>
                <Table.Th>Incorrect</Table.Th>
                <Table.Th>Unanswered</Table.Th>
                <Table.Th>Score</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.subjectId}>
                  <Table.Td>{row.courseName}</Table.Td>
                  <Table.Td>{row.subjectName}</Table.Td>
                  <Table.Td>
                    {row.correct} / {row.total}
                  </Table.Td>
                  <Table.Td>{row.incorrect}</Table.Td>
                  <Table.Td>{row.unanswered}</Table.Td>
                  <Table.Td>
                    {percent(row.percentage)}
                    {/* Partial credit makes the points differ from the questions: say both. */}
                    {row.maxPoints !== row.total ? (
                      <Text component="span" size="xs" c="dimmed" display="block">
                        {pointsText(row.points, row.maxPoints)}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>
      {more ? (
        <Text size="xs" c="dimmed" ta="right" mt={4} aria-hidden="true">
          Scroll sideways for more →
        </Text>
      ) : null}
    </>
  );
}
