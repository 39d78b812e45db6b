import { Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TItemLayout } from '@prepward/shared/item-types';
import { useState } from 'react';
import classes from './exhibit.module.css';
import { HtmlContent } from './html-content';

type ExhibitTab = NonNullable<TItemLayout['exhibits']>[number];

type ExhibitProps = {
  exhibits: readonly ExhibitTab[];
  /** The question's number, to name the exhibit ('Exhibit for question 3'). */
  number: number;
};

/**
 * A Next Generation item's exhibit: its tabs (nurses' notes, vital signs, laboratory results,
 * orders), one open at a time. On a wide screen the first is open; on a phone, where it sits
 * above the question, it starts as its tabs alone and a tapped tab opens (or closes) its panel.
 * Key it by the question, so that the next question starts again from its first tab.
 */
export function Exhibit({ exhibits, number }: ExhibitProps) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  // undefined until the student picks a tab: the first on a wide screen, none on a phone.
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const active = picked === undefined ? (wide ? '0' : null) : picked;
  const label = `Exhibit for question ${number}`;
  return (
    <section className={classes.exhibit} aria-label={label}>
      <Text size="sm" fw={700} mb={4} aria-hidden="true">
        Exhibit
      </Text>
      <Tabs
        value={active}
        onChange={setPicked}
        allowTabDeactivation={!wide}
        keepMounted={false}
        classNames={{ list: classes.list, panel: classes.panel }}
      >
        <Tabs.List aria-label="Exhibit tabs">
          {exhibits.map((exhibit, index) => (
            <Tabs.Tab key={index} value={String(index)}>
              {exhibit.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {exhibits.map((exhibit, index) => (
          <Tabs.Panel key={index} value={String(index)}>
            <HtmlContent html={exhibit.html} className={classes.content} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}
