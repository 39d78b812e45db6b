// The student routes' pages ask for their first data before the app runs
// (apps/web/src/early-data.ts), and the app takes those replies instead of asking again. This
// fails when a page's first reads and the early ones no longer agree: the early reply would be
// wasted and the read made twice.
import { expect, test, type Request } from '@playwright/test';
import type { EarlyReadsHolder } from '../apps/web/src/lib/early-data';
import { bearer, dataOf, nursingStudent } from './fixtures/nursing-student';
import { adminToken, storeSession } from './fixtures/sessions';

test('each student page takes the data it asked for before the app ran, and reads nothing twice', async ({
  page,
  request,
}) => {
  const student = await nursingStudent(request, await adminToken(request), 'early-data');
  const headers = bearer(student.token);
  const start = async () =>
    (
      await dataOf<{ testId: string }>(
        await request.post(`/api/v1/user/test/${student.examId}`, {
          headers,
          data: { type: 'practice', questions: 2, timed: false, questionMode: 'unused' },
        }),
      )
    ).testId;
  const running = await start();
  const ended = await start();
  await dataOf(await request.post(`/api/v1/user/test/${student.examId}/${ended}/end`, { headers }));
  await storeSession(page, 'user', student.token);

  const reads: string[] = [];
  const onRequest = (sent: Request) => {
    const url = new URL(sent.url());
    if (sent.method() === 'GET' && url.pathname.startsWith('/api/')) {
      reads.push(`${url.pathname}${url.search}`);
    }
  };
  page.on('request', onRequest);

  const pages: [string, RegExp][] = [
    ['/user/home', /All Exams/],
    ['/user/my-exams', /My Exams/],
    [`/user/my-exams/${student.examId}/exam?testId=${running}`, /Question 1 of 2/],
    [`/user/my-exams/${student.examId}/analytics?testId=${ended}`, /results/i],
  ];
  for (const [address, heading] of pages) {
    reads.length = 0;
    await page.goto(address);
    await expect(page.getByText(heading).first()).toBeVisible();
    // Every early read was taken by the app...
    await expect
      .poll(() => page.evaluate(() => (window as EarlyReadsHolder).__earlyReads?.length))
      .toBe(0);
    // ...so the page's own reads were not sent again.
    const twice = reads.filter((read, index) => reads.indexOf(read) !== index);
    expect(twice, `${address}: ${reads.join(', ')}`).toEqual([]);
    expect(reads, address).toContain('/api/v1/user/cart');
  }
});
