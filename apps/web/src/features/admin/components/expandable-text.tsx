import { Spoiler, Text } from '@mantine/core';

/**
 * A student's text in a table cell, whole: it wraps (long words too), and beyond a few lines
 * 'Show more' opens the rest, so nothing is cut off for good.
 */
export function ExpandableText({ children, label }: { children: string; label: string }) {
  return (
    <Spoiler
      maxHeight={88}
      showLabel="Show more"
      hideLabel="Show less"
      showAriaLabel={`Show all of ${label}`}
      hideAriaLabel={`Show less of ${label}`}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Spoiler>
  );
}
