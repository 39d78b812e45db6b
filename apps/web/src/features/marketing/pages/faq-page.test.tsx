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
      expect(screen.getByText(faq.question)).toBeInTheDocument();
    }

    const freeTrial = FAQS.find((faq) => faq.id === 'free-trial')!;
    const item = screen.getByText(freeTrial.question).closest('details')!;
    expect(item).not.toHaveAttribute('open');
    await user.click(screen.getByText(freeTrial.question));
    await waitFor(() => expect(item).toHaveAttribute('open'));
    expect(screen.getByText(freeTrial.answer)).toBeVisible();
    expect(freeTrial.answer).toContain('20 questions');
    await user.click(screen.getByText(freeTrial.question));
    await waitFor(() => expect(item).not.toHaveAttribute('open'));
  });
});
