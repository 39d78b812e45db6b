import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';
import { FaqAccordion } from '../components/faq-accordion';
import { FAQS } from '../data/faqs';

export function FaqPage() {
  usePageTitle('Frequently asked questions');
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <PageHeading
        title="Frequently asked questions"
        description="Accounts, payments, the free trial, tests and support: the answers to what candidates ask us most."
      />
      <Stack gap="xl">
        <FaqAccordion faqs={FAQS} name="faq" />
        <Paper withBorder radius="md" p="lg">
          <Title order={2} fz="lg" mb={4}>
            Still have a question?
          </Title>
          <Text>
            Signed-in students can reach us from the Support page of their account.{' '}
            <Anchor href="/signup">Create a free account</Anchor> or{' '}
            <Anchor href="/signin">sign in</Anchor> to get in touch.
          </Text>
        </Paper>
      </Stack>
    </Container>
  );
}
