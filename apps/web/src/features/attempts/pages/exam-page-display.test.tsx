// The exam toolbar's Display tool: text size and theme changed without leaving the question.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/api-stub';
import { testDetail } from '../testing/exam-fixtures';
import { heading, openExam } from '../testing/exam-page';

const html = document.documentElement;

afterEach(() => {
  html.style.fontSize = '';
  html.setAttribute('data-mantine-color-scheme', 'light');
});

describe('exam page Display tool', { timeout: 20_000 }, () => {
  it('opens from the toolbar, applies a choice at once and saves it', async () => {
    let onServer = { textSize: 'medium', colorScheme: 'auto' };
    const { user, api } = await openExam(testDetail(), {
      'PATCH /user/preferences': ({ body }) => {
        onServer = { ...onServer, ...(body as object) };
        return ok({ preferences: onServer });
      },
    });
    const toolbar = screen.getByRole('toolbar', { name: 'Exam tools' });
    await user.click(within(toolbar).getByRole('button', { name: 'Display' }));
    const panel = await screen.findByRole('dialog', { name: 'Display' });

    await user.click(within(panel).getByRole('radio', { name: 'Dark' }));
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await user.click(within(panel).getByRole('radio', { name: 'Large' }));
    expect(html.style.fontSize).toBe('112.5%');
    await waitFor(() => expect(api.calls('PATCH /user/preferences')).toHaveLength(2));
    expect(api.calls('PATCH /user/preferences').map((request) => request.body)).toEqual([
      { colorScheme: 'dark' },
      { textSize: 'large' },
    ]);
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(within(panel).getByRole('radio', { name: 'Large' })).toBeChecked();

    // Escape closes the panel and gives the focus back to its button; the question stays.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Display' })).toBeNull());
    expect(within(toolbar).getByRole('button', { name: 'Display' })).toHaveFocus();
    expect(heading()).toHaveTextContent('Question 1 of 3');
  });
});
