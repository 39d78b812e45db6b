import { Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TTestCase } from '@prepward/shared/schemas/case-studies';
import { useState } from 'react';
import classes from './case-scenario.module.css';
import { HtmlContent } from './html-content';

/**
 * Whether each case's scenario is open on a phone, as the student left it, while the page
 * lives: moving to the case's next question keeps it open or closed.
 */
const openByCase = new Map<string, boolean>();

/**
 * A case study's header above each of its questions: where the question stands in the case,
 * the case's title and its scenario. On a phone the scenario folds away behind a button, so
 * that the question stays in reach; it starts open on the case's first question. Plain and
 * small: it is part of the exam page's first download. Key it by the case.
 */
export function CaseScenario({ testCase }: { testCase: TTestCase }) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(() => openByCase.get(testCase.id) ?? testCase.step === 1);
  const toggle = () => {
    openByCase.set(testCase.id, !open);
    setOpen(!open);
  };
  const headingId = `case-${testCase.id}-title`;
  const scenarioId = `case-${testCase.id}-scenario`;
  const shown = wide || open;
  return (
    <section className={classes.case} aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div>
          <p className={classes.eyebrow}>
            Case study · Question {testCase.step} of {testCase.steps}
          </p>
          <h2 className={classes.title} id={headingId}>
            {testCase.title}
          </h2>
        </div>
        {wide ? null : (
          <Button
            variant="subtle"
            size="sm"
            mih={44}
            flex="none"
            aria-expanded={open}
            aria-controls={scenarioId}
            onClick={toggle}
          >
            {open ? 'Hide scenario' : 'Show scenario'}
          </Button>
        )}
      </Group>
      <div id={scenarioId} hidden={!shown}>
        <HtmlContent html={testCase.scenario} className={classes.scenario} />
      </div>
    </section>
  );
}
