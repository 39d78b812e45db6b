import { Stack } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { Faq } from '../data/faqs';
import classes from './faq-accordion.module.css';

type FaqAccordionProps = {
  faqs: readonly Faq[];
  /** Items sharing a name open one at a time, as an accordion. */
  name: string;
};

/**
 * The FAQ dropdowns, as the browser's own disclosure elements: they open and close in the
 * prerendered page before any script has run, with the keyboard and assistive technology
 * support built in, and add no JavaScript to the page.
 */
export function FaqAccordion({ faqs, name }: FaqAccordionProps) {
  return (
    <Stack gap="sm">
      {faqs.map((faq) => (
        <details key={faq.id} name={name} className={classes.item} data-faq={faq.id}>
          <summary className={classes.question}>
            <span>{faq.question}</span>
            <IconChevronDown size={18} className={classes.chevron} aria-hidden="true" />
          </summary>
          <p className={classes.answer}>{faq.answer}</p>
        </details>
      ))}
    </Stack>
  );
}
