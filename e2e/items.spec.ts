// The Next Generation items as a student meets them: the demo's clinical judgement exam in
// practice, each item answered all right but for one part (by mouse, and the drag-and-drop
// cloze by keyboard), its partial credit shown at once and checked against the key; then the
// results in points. The exam's case study comes whole, its steps in order under the shared
// scenario, each with its own exhibits, and its points are summed in the results. At desktop
// and phone widths.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { saveScreenshot, watchConsole } from './fixtures/pages';
import { adminToken, createStudent, storeSession } from './fixtures/sessions';

const EXAM = 'Nursing Clinical Judgement Practice (Next Generation NCLEX-style)';
const ITEM_COUNT = 20;

type Envelope<T> = { message: string; data: T };
type KeyOption = { id: string; value: string; answer: boolean; part: number };
type KeyQuestion = {
  id: string;
  type: string;
  question: string;
  scoring: 'all_or_nothing' | 'plus_minus' | 'zero_one';
  layout: { rows?: string[]; columns?: string[]; exhibits?: { title: string }[] };
  maxPoints: number;
  options: KeyOption[];
  caseStudy: { id: string; title: string; step: number } | null;
};

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function examOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v1/user/exam', {
    headers: bearer(token),
    params: { search: 'Clinical Judgement', perPage: 10 },
  });
  const { data } = (await response.json()) as Envelope<{ exams: { id: string; name: string }[] }>;
  const exam = data.exams.find((item) => item.name === EXAM);
  if (!exam) throw new Error(`${EXAM} is not in the catalogue`);
  return exam.id;
}

/** The exam's items with their keys, as the question bank shows them to an administrator. */
async function keysOf(request: APIRequestContext, examId: string) {
  const response = await request.get('/api/v1/admin/question', {
    headers: bearer(admin),
    params: { examId, perPage: 50 },
  });
  const { data } = (await response.json()) as Envelope<{ questions: KeyQuestion[] }>;
  return data.questions;
}

const visible = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .trim();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The points of an answer that is right but for one part left out: the first right option of
 * a one-part item, or the whole of part 0 of the others.
 */
function expectedPoints(item: KeyQuestion): number {
  // An ordering is put in order but for its first two items, swapped (by position: 2 fewer).
  if (item.type === 'ordering') return item.maxPoints - 2;
  const parts = new Set(item.options.map((option) => option.part));
  if (parts.size === 1) return item.maxPoints - 1;
  const rightInFirst = item.options.filter((o) => o.part === 0 && o.answer).length;
  return item.maxPoints - (item.scoring === 'all_or_nothing' ? 1 : rightInFirst);
}

/**
 * Chooses the item's right options on screen: all of them, or (`partly`) all but the part
 * expectedPoints leaves out. By mouse, or with `keyboard` by keys alone.
 */
async function answerItem(
  page: Page,
  item: KeyQuestion,
  { partly, keyboard }: { partly: boolean; keyboard: boolean },
) {
  const parts = new Set(item.options.map((option) => option.part));
  const right = item.options.filter((option) => option.answer);
  const chosen = !partly
    ? right
    : parts.size === 1
      ? right.slice(1)
      : right.filter((option) => option.part !== 0);
  // A checkbox or radio: checked by a click, or by Space once focused.
  const tick = async (control: Locator) => (keyboard ? control.press('Space') : control.check());
  const main = page.getByRole('main');
  switch (item.type) {
    case 'extended_multiple_response':
      for (const option of chosen) {
        // Lettered as the other choice questions are: 'b. Cardiac rhythm'.
        await tick(
          main.getByRole('checkbox', {
            name: new RegExp(`^[a-j]\\. ${escaped(visible(option.value))}$`),
          }),
        );
      }
      break;
    case 'highlight':
      for (const option of chosen) {
        const segment = main.getByRole('button', { name: visible(option.value), exact: true });
        await (keyboard ? segment.press('Enter') : segment.click());
      }
      break;
    case 'matrix':
      for (const option of chosen) {
        const row = item.layout.rows![option.part]!;
        const control = main.getByRole(
          item.options.filter((o) => o.part === option.part && o.answer).length > 1 ||
            item.scoring === 'plus_minus'
            ? 'checkbox'
            : 'radio',
          { name: `${row}: ${option.value}`, exact: true },
        );
        await tick(control);
      }
      break;
    case 'dropdown_cloze':
      for (const option of chosen) {
        const blank = main.getByRole('combobox', { name: `Blank ${option.part + 1}`, exact: true });
        if (!keyboard) {
          await blank.selectOption({ label: visible(option.value) });
          continue;
        }
        // Down the closed list from 'Select…' to the option, as a keyboard user does.
        const inPart = item.options.filter((candidate) => candidate.part === option.part);
        for (let step = 0; step <= inPart.indexOf(option); step += 1)
          await blank.press('ArrowDown');
        await expect(blank.locator('option:checked')).toHaveText(visible(option.value));
      }
      break;
    case 'drag_drop_cloze': {
      // The keyboard way: a word, then its blank.
      const pool = main.getByRole('group', { name: 'Words to place' });
      for (const option of chosen) {
        await pool.getByRole('button', { name: visible(option.value), exact: true }).press('Enter');
        await main
          .getByRole('button', { name: `Blank ${option.part + 1}: empty`, exact: true })
          .press('Enter');
      }
      break;
    }
    case 'bow_tie':
      for (const option of chosen) {
        await tick(main.getByLabel(visible(option.value), { exact: true }));
      }
      break;
    case 'ordering': {
      // Each item in turn moved up to its place (the options come in their right order).
      const target = partly
        ? [item.options[1]!, item.options[0]!, ...item.options.slice(2)]
        : item.options;
      const list = main.getByRole('list', { name: 'Your order' });
      for (const [place, option] of target.entries()) {
        const texts = await list.getByRole('listitem').allTextContents();
        const at = texts.findIndex((text) => text.includes(visible(option.value)));
        const up = main.getByRole('button', { name: `Move "${visible(option.value)}" up` });
        for (let step = at; step > place; step -= 1) {
          await (keyboard ? up.press('Enter') : up.click());
        }
      }
      break;
    }
    default:
      throw new Error(`not a Next Generation item: ${item.type}`);
  }
}

/**
 * A new student with a month of the clinical judgement exam, signed in, in a test started with
 * `body`; the exam's items with their keys.
 */
async function sittingItems(page: Page, request: APIRequestContext, label: string, body: object) {
  const student = await createStudent(request, label);
  const examId = await examOf(request, student.token);
  const allocation = await request.post('/api/v1/admin/sales/add/', {
    headers: bearer(admin),
    data: { userID: student.user.id, examID: examId, months: 1 },
  });
  expect(allocation.ok(), await allocation.text()).toBe(true);
  const keys = await keysOf(request, examId);
  expect(keys).toHaveLength(ITEM_COUNT);
  await storeSession(page, 'user', student.token);
  const started = await request.post(`/api/v1/user/test/${examId}`, {
    headers: bearer(student.token),
    data: body,
  });
  expect(started.ok(), await started.text()).toBe(true);
  const test = ((await started.json()) as Envelope<{ testId: string; endTime: string | null }>)
    .data;
  const end = test.endTime ? `&endTime=${encodeURIComponent(test.endTime)}` : '';
  await page.goto(`/user/my-exams/${examId}/exam?testId=${test.testId}${end}`);
  /** The test's score as the results report it. */
  const score = async () => {
    const analytics = await request.get(`/api/v1/user/test/${examId}/${test.testId}/analytics`, {
      headers: bearer(student.token),
    });
    return (
      (await analytics.json()) as Envelope<{
        score: { points: number; maxPoints: number; correct: number };
      }>
    ).data.score;
  };
  return { examId, testId: test.testId, keys, score };
}

/**
 * A case's steps come one after the other in step order, each under the case's header, each
 * with exhibits of its own (the chart as it stands at that step).
 */
function caseChecker(page: Page) {
  let last: { id: string; step: number; exhibits: string } | null = null;
  const steps = new Map<string, number[]>();
  return async (current: KeyQuestion) => {
    const inCase = current.caseStudy;
    if (!inCase) {
      expect(last?.step ?? 6, 'a case was left before its last step').toBe(6);
      last = null;
      return;
    }
    const expectedStep = last ? last.step + 1 : 1;
    expect(inCase.step, `the step after step ${last?.step ?? 0}`).toBe(expectedStep);
    await expect(
      page.getByText(`Case study · Question ${inCase.step} of 6`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: inCase.title })).toBeVisible();
    const exhibits = JSON.stringify(current.layout.exhibits ?? []);
    if (last) expect(exhibits, 'the exhibits move on between steps').not.toBe(last.exhibits);
    last = { id: inCase.id, step: inCase.step, exhibits };
    steps.set(inCase.id, [...(steps.get(inCase.id) ?? []), inCase.step]);
    return inCase.step;
  };
}

/** The item on screen as question `number`: the one unseen item whose stem is shown. */
async function itemOnScreen(page: Page, keys: KeyQuestion[], seen: Set<string>, number: number) {
  await expect(
    page.getByRole('heading', { name: `Question ${number} of ${ITEM_COUNT}` }),
  ).toBeVisible();
  const onScreen = [];
  for (const key of keys) {
    if (seen.has(key.id)) continue;
    if (await page.getByText(visible(key.question), { exact: true }).count()) onScreen.push(key);
  }
  expect(onScreen, `the stem of question ${number}`).toHaveLength(1);
  seen.add(onScreen[0]!.id);
  return onScreen[0]!;
}

async function endExam(page: Page, how: 'click' | 'keyboard') {
  const act = (button: Locator) => (how === 'click' ? button.click() : button.press('Enter'));
  await act(page.getByRole('button', { name: 'End Exam' }));
  await act(
    page.getByRole('dialog', { name: 'End the exam?' }).getByRole('button', { name: 'End Exam' }),
  );
}

test('clinical judgement items in practice: partial credit per part, shown at once and in the results', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchConsole(page);
  const { examId, testId, keys, score } = await sittingItems(page, request, 'items', {
    type: 'practice',
    questions: ITEM_COUNT,
    timed: false,
    questionMode: 'all',
  });

  let points = 0;
  let most = 0;
  const casePoints = { points: 0, most: 0 };
  const seen = new Set<string>();
  const checkCase = caseChecker(page);
  // One picture of each kind revealed: the same kind again shows nothing new, and each picture
  // at two widths costs seconds on a busy machine.
  const pictured = new Set<string>();
  const firstOfKind = (kind: string) => !pictured.has(kind) && Boolean(pictured.add(kind));
  for (let number = 1; number <= ITEM_COUNT; number += 1) {
    const current = await itemOnScreen(page, keys, seen, number);
    const step = await checkCase(current);
    if (step === 1) {
      // The case's header and scenario above its first step, and folded away on a phone.
      await saveScreenshot(page, testInfo, 'case-step-1-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('button', { name: 'Hide scenario' })).toBeVisible();
      await saveScreenshot(page, testInfo, 'case-step-1-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await answerItem(page, current, { partly: true, keyboard: false });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const expected = expectedPoints(current);
    await expect(
      page.getByText(`Score: ${expected} of ${current.maxPoints} points`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();
    points += expected;
    most += current.maxPoints;
    if (current.caseStudy) {
      casePoints.points += expected;
      casePoints.most += current.maxPoints;
    }
    if (current.type === 'bow_tie' && firstOfKind('bow-tie')) {
      await saveScreenshot(page, testInfo, 'bow-tie-revealed-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, testInfo, 'bow-tie-revealed-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    if (current.type === 'matrix' && firstOfKind('matrix')) {
      await saveScreenshot(page, testInfo, `matrix-${number}`);
    }
    const name = current.type === 'ordering' ? 'ordering' : 'exhibit';
    if ((current.type === 'ordering' || current.layout.exhibits?.length) && firstOfKind(name)) {
      // An ordering revealed, and an exhibit, at both widths.
      await saveScreenshot(page, testInfo, `${name}-${number}-desktop`);
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, testInfo, `${name}-${number}-phone`);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    if (number < ITEM_COUNT) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  await endExam(page, 'click');
  expect(await score()).toMatchObject({ points, maxPoints: most, correct: 0 });
  await page.goto(`/user/my-exams/${examId}/analytics?testId=${testId}`);
  await expect(page.getByText(`${points} of ${most} points`).first()).toBeVisible();
  // The case as a unit: its steps' points together.
  const caseTitle = keys.find((key) => key.caseStudy)!.caseStudy!.title;
  const cases = page.getByRole('region', { name: 'Case studies' });
  await expect(cases.getByText(caseTitle)).toBeVisible();
  await expect(cases.getByText(`${casePoints.points} of ${casePoints.most} points`)).toBeVisible();
  await saveScreenshot(page, testInfo, 'items-results');
  expect(errors).toEqual([]);
});

test('clinical judgement items in a mock, by keyboard alone: nothing revealed until the end, then full marks in points', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const { keys, score } = await sittingItems(page, request, 'items-mock', { type: 'mock' });

  const seen = new Set<string>();
  const checkCase = caseChecker(page);
  for (let number = 1; number <= ITEM_COUNT; number += 1) {
    const current = await itemOnScreen(page, keys, seen, number);
    await checkCase(current);
    await answerItem(page, current, { partly: false, keyboard: true });
    await page.getByRole('button', { name: 'Submit', exact: true }).press('Enter');
    await expect(page.getByText(`${number} of ${ITEM_COUNT} answered`)).toBeVisible();
    // A mock says nothing of right or wrong until its end.
    await expect(page.getByText(/^Score: /)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Explanation' })).toHaveCount(0);
    if (number < ITEM_COUNT) {
      await page.getByRole('button', { name: 'Next', exact: true }).press('Enter');
    }
  }

  await endExam(page, 'keyboard');
  const most = keys.reduce((sum, key) => sum + key.maxPoints, 0);
  await expect(page.getByText(`${most} of ${most} points`).first()).toBeVisible();
  expect(await score()).toMatchObject({ points: most, maxPoints: most, correct: ITEM_COUNT });
  expect(errors).toEqual([]);
});
