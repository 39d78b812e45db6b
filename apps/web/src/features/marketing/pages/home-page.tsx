import { Anchor, Container, Group, Stack } from '@mantine/core';
import { FREE_TRIAL_QUESTIONS } from '@prepward/shared/constants';
import { IconGift, IconClockHour4 } from '@tabler/icons-react';
import { LinkButton } from '../../../components/link-button';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSignedInAs } from '../../../lib/session';
import { ExamCatalogue } from '../components/exam-catalogue';
import { ExamTracks } from '../components/exam-tracks';
import { FaqAccordion } from '../components/faq-accordion';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { PromoBanner } from '../components/promo-banner';
import { Section } from '../components/section';
import { TestimonialCarousel } from '../components/testimonial-carousel';
import { FEATURED_FAQS } from '../data/faqs';
import { TESTIMONIALS } from '../data/testimonials';

export function HomePage() {
  usePageTitle();
  const signedInAs = useSignedInAs();
  const browseExamsHref = signedInAs === 'user' ? '/user/home' : '#exams';

  return (
    <>
      <Hero browseExamsHref={browseExamsHref} />

      <Section
        id="features"
        title="Everything you need to prepare"
        intro="Built with clinicians for the way healthcare professionals actually study: in short sessions, between shifts, with feedback on every answer."
      >
        <FeatureGrid />
      </Section>

      <Container size="lg">
        <PromoBanner
          icon={<IconGift size={26} aria-hidden="true" />}
          title={`Start with ${FREE_TRIAL_QUESTIONS} free questions`}
          description="Every exam has a free trial. Create an account, pick your exam and see the questions and explanations for yourself before you buy. No card needed."
          cta={{ label: 'Create a free account', href: '/signup' }}
        />
      </Container>

      <Section
        id="exams"
        title="Exams open for preparation"
        intro={`Question banks and timed mock exams, newest first. Every exam starts with ${FREE_TRIAL_QUESTIONS} free questions; prices are per month of access.`}
      >
        <ExamCatalogue />
        {signedInAs ? null : (
          <Group mt="xl" gap="sm">
            <LinkButton href="/signup">Create a free account</LinkButton>
            <LinkButton href="/signin" variant="default">
              I already have an account
            </LinkButton>
          </Group>
        )}
      </Section>

      <Section
        id="professions"
        title="For every healthcare profession"
        intro="Licensing and registration exams across the professions, written and reviewed by clinicians in each field."
      >
        <ExamTracks />
      </Section>

      <Section
        id="testimonials"
        title="Trusted by healthcare professionals"
        intro="Doctors, nurses, pharmacists and physiotherapists share how they prepared."
        muted
      >
        <TestimonialCarousel testimonials={TESTIMONIALS} />
      </Section>

      <Container size="lg" pt={{ base: 48, md: 72 }}>
        <PromoBanner
          tone="light"
          icon={<IconClockHour4 size={26} aria-hidden="true" />}
          title="Rehearse exam day with timed mock exams"
          description="Full-length mocks with the real number of questions and time limit, followed by your results by subject."
          cta={{ label: 'How mock exams work', href: '/faq' }}
        />
      </Container>

      <Section id="faq" title="Frequently asked questions">
        <Stack gap="lg">
          <FaqAccordion faqs={FEATURED_FAQS} name="featured-faq" />
          <Anchor component="a" href="/faq" fw={600}>
            Read all frequently asked questions
          </Anchor>
        </Stack>
      </Section>
    </>
  );
}
