import { TESTIMONIAL_COUNT } from '@prepward/shared/constants';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion, renderWithProviders } from '../../../test/render-with-providers';
import { TESTIMONIALS } from '../data/testimonials';
import { TESTIMONIAL_INTERVAL_MS, TestimonialCarousel } from './testimonial-carousel';

const [first, second, third, fourth] = TESTIMONIALS;

function currentSlide() {
  return screen.getByRole('group', { name: /of 4$/ });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('testimonial carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`holds exactly ${TESTIMONIAL_COUNT} testimonials from professionals`, () => {
    expect(TESTIMONIALS).toHaveLength(TESTIMONIAL_COUNT);
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(TESTIMONIAL_COUNT);
  });

  it('rotates every few seconds and wraps around', () => {
    renderWithProviders(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    expect(screen.getByText(first!.quote)).toBeInTheDocument();

    advance(TESTIMONIAL_INTERVAL_MS);
    expect(screen.getByText(second!.quote)).toBeInTheDocument();
    advance(TESTIMONIAL_INTERVAL_MS * 3);
    expect(screen.getByText(first!.quote)).toBeInTheDocument();
  });

  it('moves with the previous, next and dot controls', async () => {
    vi.useRealTimers();
    const { user } = renderWithProviders(<TestimonialCarousel testimonials={TESTIMONIALS} />);

    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(screen.getByText(fourth!.quote)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(screen.getByText(first!.quote)).toBeInTheDocument();

    const dot = screen.getByRole('button', { name: 'Show testimonial 3 of 4' });
    await user.click(dot);
    expect(screen.getByText(third!.quote)).toBeInTheDocument();
    expect(dot).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while hovered or focused', () => {
    renderWithProviders(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    const region = screen.getByRole('region', { name: 'What professionals say' });

    fireEvent.mouseEnter(region);
    advance(TESTIMONIAL_INTERVAL_MS * 2);
    expect(screen.getByText(first!.quote)).toBeInTheDocument();
    fireEvent.mouseLeave(region);
    advance(TESTIMONIAL_INTERVAL_MS);
    expect(screen.getByText(second!.quote)).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus());
    advance(TESTIMONIAL_INTERVAL_MS * 2);
    expect(screen.getByText(second!.quote)).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Next testimonial' }).blur());
    advance(TESTIMONIAL_INTERVAL_MS);
    expect(screen.getByText(third!.quote)).toBeInTheDocument();
  });

  it('can be stopped and started by the visitor', () => {
    renderWithProviders(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    // A click without hover or focus, so only the stop button holds the rotation.
    fireEvent.click(screen.getByRole('button', { name: 'Stop rotating testimonials' }));
    advance(TESTIMONIAL_INTERVAL_MS * 2);
    expect(screen.getByText(first!.quote)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Start rotating testimonials' }));
    advance(TESTIMONIAL_INTERVAL_MS);
    expect(screen.getByText(second!.quote)).toBeInTheDocument();
  });

  it('does not rotate when the system asks for reduced motion', () => {
    preferReducedMotion();
    renderWithProviders(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    advance(TESTIMONIAL_INTERVAL_MS * 3);
    expect(screen.getByText(first!.quote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeInTheDocument();
  });
});
