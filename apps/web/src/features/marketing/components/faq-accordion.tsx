import { Accordion } from '@mantine/core';
import type { Faq } from '../data/faqs';

type FaqAccordionProps = {
  faqs: readonly Faq[];
  /** Heading level of each question, so it fits under the page's headings. */
  headingOrder?: 2 | 3 | 4;
};

export function FaqAccordion({ faqs, headingOrder = 3 }: FaqAccordionProps) {
  return (
    <Accordion variant="separated" radius="md" order={headingOrder} chevronPosition="right">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id}>
          <Accordion.Control>{faq.question}</Accordion.Control>
          <Accordion.Panel>{faq.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
