import { Box, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
  IconQuote,
} from '@tabler/icons-react';
import { useEffect, useState, type FocusEvent } from 'react';
import type { Testimonial } from '../data/testimonials';
import classes from './testimonial-carousel.module.css';

export const TESTIMONIAL_INTERVAL_MS = 6000;

type TestimonialCarouselProps = {
  testimonials: readonly Testimonial[];
  intervalMs?: number;
};

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * One testimonial at a time, rotating every few seconds. Rotation stops while the pointer
 * is over it or focus is inside it, when the visitor pauses it, and entirely when the
 * system asks for reduced motion.
 */
export function TestimonialCarousel({
  testimonials,
  intervalMs = TESTIMONIAL_INTERVAL_MS,
}: TestimonialCarouselProps) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduceMotion = useReducedMotion();
  const count = testimonials.length;
  const rotating = !stopped && !reduceMotion && count > 1;
  const paused = hovered || focused;

  useEffect(() => {
    if (!rotating || paused) return undefined;
    const timer = window.setInterval(() => {
      setActive((index) => (index + 1) % count);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, paused, count, intervalMs]);

  const current = testimonials[active];
  if (!current) return null;

  const show = (index: number) => setActive((index + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="What professionals say"
      maw={820}
      mx="auto"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        shadow="sm"
        role="group"
        aria-roledescription="slide"
        aria-label={`${active + 1} of ${count}`}
        aria-live={rotating && !paused ? 'off' : 'polite'}
        mih={{ base: 260, sm: 210 }}
      >
        <Stack gap="md">
          <IconQuote size={32} color="var(--mantine-primary-color-filled)" aria-hidden="true" />
          <Text component="blockquote" fz={{ base: 'md', sm: 'lg' }} m={0} lh={1.6}>
            {current.quote}
          </Text>
          <Group gap="sm" wrap="nowrap">
            <span className={classes.initials} aria-hidden="true">
              {initials(current.name)}
            </span>
            <div>
              <Text fw={700}>{current.name}</Text>
              <Text size="sm" c="dimmed">
                {current.role}
              </Text>
            </div>
          </Group>
        </Stack>
      </Paper>

      <Group justify="center" gap="xs" mt="md" wrap="nowrap">
        <UnstyledButton
          className={classes.control}
          aria-label="Previous testimonial"
          onClick={() => show(active - 1)}
        >
          <IconChevronLeft size={18} aria-hidden="true" />
        </UnstyledButton>
        <Group gap={2} wrap="nowrap">
          {testimonials.map((testimonial, index) => (
            <UnstyledButton
              key={testimonial.id}
              onClick={() => show(index)}
              aria-label={`Show testimonial ${index + 1} of ${count}`}
              aria-current={index === active ? 'true' : undefined}
              w={24}
              h={24}
              style={{ display: 'grid', placeItems: 'center', borderRadius: '50%' }}
            >
              <Box
                w={index === active ? 12 : 10}
                h={index === active ? 12 : 10}
                bg={index === active ? 'var(--mantine-primary-color-filled)' : 'gray.6'}
                style={{ borderRadius: '50%' }}
              />
            </UnstyledButton>
          ))}
        </Group>
        <UnstyledButton
          className={classes.control}
          aria-label="Next testimonial"
          onClick={() => show(active + 1)}
        >
          <IconChevronRight size={18} aria-hidden="true" />
        </UnstyledButton>
        {count > 1 && !reduceMotion ? (
          <UnstyledButton
            className={classes.control}
            aria-label={stopped ? 'Start rotating testimonials' : 'Stop rotating testimonials'}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? (
              <IconPlayerPlay size={18} aria-hidden="true" />
            ) : (
              <IconPlayerPause size={18} aria-hidden="true" />
            )}
          </UnstyledButton>
        ) : null}
      </Group>
    </Box>
  );
}
