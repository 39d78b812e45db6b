// The exam page used by keyboard and screen reader alone, and what its end dialog promises.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testDetail, UNTIMED } from '../testing/exam-fixtures';
import { openExam } from '../testing/exam-page';

describe('exam page by keyboard', { timeout: 20_000 }, () => {
  it('names the options after their question, and keeps the focus on the page after Submit', async () => {
    const { user } = await openExam(testDetail());
    expect(screen.getByRole('radiogroup', { name: 'Options of question 1' })).toBeInTheDocument();

    // Choose with the keyboard, then Submit with Enter: the chosen radio and Submit become
    // disabled, so the focus moves on to Next instead of falling to the page's start.
    screen.getByRole('radio', { name: /Flumazenil/ }).focus();
    await user.keyboard(' ');
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Flumazenil/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: /Next/ })).toHaveFocus();
  });

  it('promises the review of a free trial where it is: the Free trial button, not My Exams', async () => {
    const { user } = await openExam(testDetail({ type: 'free-trial', timer: UNTIMED }));
    await user.click(screen.getByRole('button', { name: 'End Exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the exam?' });
    expect(within(dialog).getByText(/Free trial button on All Exams/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/from My Exams/)).toBeNull();
  });
});
