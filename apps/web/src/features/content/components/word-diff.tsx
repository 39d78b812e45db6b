import { VisuallyHidden } from '@mantine/core';
import type { TDiffSegment } from '@prepward/shared/schemas/question-history';
import type { ReactNode } from 'react';
import classes from './version-diff.module.css';

/** Words taken out: struck through, and said as such to a screen reader. */
export function Removed({ children }: { children: ReactNode }) {
  return (
    <del className={classes.removed}>
      <VisuallyHidden>[removed: </VisuallyHidden>
      {children}
      <VisuallyHidden>]</VisuallyHidden>
    </del>
  );
}

/** Words put in: underlined, and said as such to a screen reader. */
export function Added({ children }: { children: ReactNode }) {
  return (
    <ins className={classes.added}>
      <VisuallyHidden>[added: </VisuallyHidden>
      {children}
      <VisuallyHidden>]</VisuallyHidden>
    </ins>
  );
}

/** A run with the spaces at its ends left outside its mark. */
function Run({ segment }: { segment: TDiffSegment }) {
  const [, lead = '', words = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(segment.text) ?? [];
  if (segment.kind === 'same' || words === '') return segment.text;
  const Mark = segment.kind === 'removed' ? Removed : Added;
  return (
    <>
      {lead}
      <Mark>{words}</Mark>
      {trail}
    </>
  );
}

/** A word-level comparison as the server made it: one text, its changes marked in place. */
export function WordDiff({ segments }: { segments: TDiffSegment[] }) {
  return (
    <span className={classes.diff}>
      {segments.map((segment, index) => (
        <Run key={index} segment={segment} />
      ))}
    </span>
  );
}
