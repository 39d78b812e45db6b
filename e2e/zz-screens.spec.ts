import { test, type APIRequestContext } from '@playwright/test';
import { adminToken, createStudent, storeSession } from './fixtures/sessions';

const NURSING = 'Registered Nurse Licensure Practice (NCLEX-style)';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function setup(request: APIRequestContext) {
  const admin = await adminToken(request);
  const student = await createStudent(request, 'screens');
  const response = await request.get('/api/v1/user/exam', {
    headers: bearer(student.token),
    params: { search: 'Registered Nurse', perPage: 10 },
  });
  const { data } = (await response.json()) as { data: { exams: { id: string; name: string }[] } };
  const examId = data.exams.find((item) => item.name === NURSING)!.id;
  await request.post('/api/v1/admin/sales/add/', {
    headers: bearer(admin),
    data: { userID: student.user.id, examID: examId, months: 1 },
  });
  return { ...student, examId };
}

test('screens', async ({ page, request }) => {
  const student = await setup(request);
  await storeSession(page, 'user', student.token);
  const started = await request.post(`/api/v1/user/test/${student.examId}`, {
    headers: bearer(student.token),
    data: { type: 'mock' },
  });
  const { data } = (await started.json()) as { data: { testId: string; endTime: string } };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/user/my-exams/${student.examId}/exam?testId=${data.testId}&endTime=${encodeURIComponent(data.endTime)}`);
  await page.getByRole('heading', { name: /^Question 1 of/ }).waitFor();
  await page.screenshot({ path: '/tmp/shots/phone-top.png' });
  const choice = page.locator('input[type="radio"], input[type="checkbox"]').first();
  if (await choice.count()) await choice.check();
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/shots/phone-scrolled.png' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/shots/phone-after-next.png' });
  await page.getByRole('button', { name: 'Tag', exact: true }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shots/phone-toast.png' });
  await page.getByRole('button', { name: 'End Exam' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shots/phone-end-dialog.png' });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/shots/desktop.png', fullPage: true });
});
