import type { TQuestionReport } from '@prepward/shared/schemas/question-reports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type StubbedRequest } from '../../../test/api-stub';
import { pagination, renderAdminPage } from '../testing';

const REPORT: TQuestionReport = {
  id: '7a0c8d1e-2b9a-4a57-9a77-6d3a1f3c2b31',
  status: 'open',
  reason: 'Option b is also correct',
  createdAt: '2026-02-01T10:00:00.000Z',
  resolvedAt: null,
  resolutionNote: null,
  resolvedBy: null,
  student: { id: 's1', name: 'Ama Owusu', email: 'ama@example.com' },
  question: {
    id: 'q1',
    examId: 'e1',
    examName: 'Cardiology',
    courseId: 'c1',
    subjectId: 'sub1',
    preview: 'Which dose & route?',
    retired: false,
    tagCount: 3,
    openReportCount: 2,
  },
};

function reportsApi() {
  let report = REPORT;
  return {
    'GET /admin/question/report': ({ query }: StubbedRequest) => {
      const status = query.get('status') ?? 'open';
      const rows = status === 'all' || status === report.status ? [report] : [];
      return ok({ reports: rows, pagination: pagination(rows.length) });
    },
    [`PATCH /admin/question/report/${REPORT.id}`]: ({ body }: StubbedRequest) => {
      const change = body as { status: 'open' | 'resolved'; note?: string };
      report = {
        ...report,
        status: change.status,
        resolutionNote: change.note ?? null,
        resolvedBy: change.status === 'resolved' ? 'Ada Admin' : null,
      };
      return ok({ message: 'Report resolved', report });
    },
  };
}

describe('question reports page', { timeout: 20_000 }, () => {
  it('shows the queue with preview, tag count, reason, student and a link to the question', async () => {
    await renderAdminPage('/admin/dashboard/reports', reportsApi());
    const table = await screen.findByRole('table', { name: 'question reports' });
    expect(await within(table).findByText('Which dose & route?')).toBeInTheDocument();
    expect(within(table).getByText('Tagged 3×')).toBeInTheDocument();
    expect(within(table).getByText('2 open reports')).toBeInTheDocument();
    expect(within(table).getByText('ama@example.com')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Edit question' })).toHaveAttribute(
      'href',
      '/admin/dashboard/exams/e1/view/sub1/questions?questionId=q1',
    );
  });

  it('resolves with a note, then finds it under Resolved and reopens it', async () => {
    const { user, api, router } = await renderAdminPage('/admin/dashboard/reports', reportsApi());
    await user.click(
      await screen.findByRole('button', { name: `Resolve report: ${REPORT.reason}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resolve report' });
    await user.type(within(dialog).getByLabelText(/Note/), 'Fixed the key');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Report resolved')).toBeInTheDocument();
    expect(api.calls(`PATCH /admin/question/report/${REPORT.id}`)[0]?.body).toEqual({
      status: 'resolved',
      note: 'Fixed the key',
    });
    expect(await screen.findByText('No open reports. Well done.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Resolved' }));
    expect(router.state.location.search).toBe('?status=resolved');
    expect(await screen.findByText('Fixed the key')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Reopen report: ${REPORT.reason}` }));
    await waitFor(() =>
      expect(api.calls(`PATCH /admin/question/report/${REPORT.id}`)[1]?.body).toEqual({
        status: 'open',
      }),
    );
    expect(await screen.findByText('Report reopened')).toBeInTheDocument();
  });

  it('shows the whole reason and a whole status badge, however narrow the column', async () => {
    const reason = `${'The explanation cites an old guideline; '.repeat(12)}see the 2024 update.`;
    await renderAdminPage('/admin/dashboard/reports', {
      'GET /admin/question/report': ok({
        reports: [{ ...REPORT, reason }],
        pagination: pagination(1),
      }),
    });
    const table = await screen.findByRole('table', { name: 'question reports' });
    // Nothing cut: every word is there and no line clamp hides the end.
    const shown = await within(table).findByText(reason);
    expect(shown).not.toHaveAttribute('data-line-clamp');
    expect(shown.closest('[data-line-clamp]')).toBeNull();
    // The badge's word is never clipped to 'O…'.
    const badge = within(table).getByText('Open');
    expect(badge).toHaveStyle({ overflow: 'visible', textOverflow: 'clip' });
    expect(badge.parentElement).toHaveStyle({ overflow: 'visible' });
  });

  it('a viewer reads the queue without resolve buttons', async () => {
    await renderAdminPage('/admin/dashboard/reports', reportsApi(), ['viewer']);
    await screen.findByText('Which dose & route?');
    expect(screen.queryByRole('button', { name: /Resolve report/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View question' })).toBeInTheDocument();
  });
});
