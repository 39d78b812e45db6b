import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FAQS } from '../data/faqs';
import { FaqPage } from './faq-page';

describe('FAQ page', () => {
  it('lists every question, with the answer shown when opened', async () => {
    expect(FAQS.length).toBeGreaterThanOrEqual(8);
    const { user } = renderWithProviders(<FaqPage />);
    for (const faq of FAQS) {
      expect(screen.getByRole('button', { name: faq.question })).toBeInTheDocument();
    }

    const freeTrial = FAQS.find((faq) => faq.id === 'free-trial')!;
    const control = screen.getByRole('button', { name: freeTrial.question });
    expect(control).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(freeTrial.answer)).not.toBeVisible();
    await user.click(control);
    expect(control).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText(freeTrial.answer)).toBeVisible());
    expect(freeTrial.answer).toContain('20 questions');
  });
});
