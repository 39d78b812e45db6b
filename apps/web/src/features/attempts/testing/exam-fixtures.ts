// Test data for the exam page and analytics tests: a three-question test as the API sends it.
import type {
  TAnswerResult,
  TTestDetail,
  TTestQuestion,
  TTestTimer,
} from '@prepward/shared/schemas/attempts';

export const EXAM_ID = '11111111-1111-4111-8111-111111111111';
export const TEST_ID = '22222222-2222-4222-8222-222222222222';

const option = (question: number, position: number, value: string) => ({
  id: `3333333${question}-3333-4333-8333-33333333333${position}`,
  label: 'abcd'[position]!,
  value,
  part: 0,
});

/** How the server shows the first three types: one part (none for fill in the blanks). */
const itemOf = (choose: number | null, parts = 1): TTestQuestion['item'] => ({
  scoring: 'all_or_nothing',
  layout: {},
  parts: Array.from({ length: parts }, (_, part) => ({ part, choose })),
});

export const SINGLE: TTestQuestion = {
  id: '44444444-4444-4444-8444-444444444441',
  number: 1,
  type: 'single_choice',
  question: '<p>Which drug reverses <strong>opioid</strong> overdose?</p>',
  options: [
    option(1, 0, 'Naloxone'),
    option(1, 1, 'Flumazenil'),
    option(1, 2, 'Atropine'),
    option(1, 3, 'Protamine'),
  ],
  item: itemOf(1),
  case: null,
  tagged: false,
  answer: null,
  result: null,
};

export const MULTIPLE: TTestQuestion = {
  id: '44444444-4444-4444-8444-444444444442',
  number: 2,
  type: 'multiple_choice',
  question: '<p>Which are signs of hypoglycaemia?</p>',
  options: [
    option(2, 0, 'Sweating'),
    option(2, 1, 'Tremor'),
    option(2, 2, 'Bradycardia'),
    option(2, 3, 'Polyuria'),
  ],
  item: itemOf(null),
  case: null,
  tagged: false,
  answer: null,
  result: null,
};

export const FILL: TTestQuestion = {
  id: '44444444-4444-4444-8444-444444444443',
  number: 3,
  type: 'fill_in_the_blanks',
  question: '<p>Normal adult resting heart rate is 60 to ____ beats per minute.</p>',
  options: [],
  item: itemOf(null, 0),
  case: null,
  tagged: false,
  answer: null,
  result: null,
};

/** What the server reveals after SINGLE was answered with Naloxone (the right option). */
export const SINGLE_RESULT: TAnswerResult = {
  isCorrect: true,
  points: 1,
  maxPoints: 1,
  parts: [{ part: 0, points: 1, maxPoints: 1 }],
  correctOptionIds: [SINGLE.options[0]!.id],
  correctAnswerText: null,
  acceptedAnswers: [],
  explanation: '<p>Naloxone is an opioid antagonist.</p>',
  answerCount: 3,
  options: [
    { id: SINGLE.options[0]!.id, pickCount: 2, pickPercentage: 66.67 },
    { id: SINGLE.options[1]!.id, pickCount: 1, pickPercentage: 33.33 },
    { id: SINGLE.options[2]!.id, pickCount: 0, pickPercentage: 0 },
    { id: SINGLE.options[3]!.id, pickCount: 0, pickPercentage: 0 },
  ],
};

export function runningTimer(secondsLeft: number): TTestTimer {
  const now = Date.now();
  return {
    status: 'running',
    timed: true,
    durationSeconds: 1200,
    endTime: new Date(now + secondsLeft * 1000).toISOString(),
    remainingSeconds: secondsLeft,
    serverNow: new Date(now).toISOString(),
  };
}

export const UNTIMED: TTestTimer = {
  status: 'running',
  timed: false,
  durationSeconds: null,
  endTime: null,
  remainingSeconds: null,
  serverNow: new Date().toISOString(),
};

export function testDetail(
  overrides: {
    type?: TTestDetail['test']['type'];
    timer?: TTestTimer;
    questions?: TTestQuestion[];
  } = {},
): TTestDetail {
  const timer = overrides.timer ?? runningTimer(1200);
  const questions = overrides.questions ?? [SINGLE, MULTIPLE, FILL];
  return {
    test: {
      testId: TEST_ID,
      examId: EXAM_ID,
      examName: 'Nursing Licensure Practice',
      type: overrides.type ?? 'practice',
      mode: 'all',
      status: timer.status,
      questionCount: questions.length,
      answeredCount: questions.filter((question) => question.answer).length,
      correctCount: 0,
      timed: timer.timed,
      endTime: timer.endTime,
      remainingSeconds: timer.remainingSeconds,
      startedAt: new Date().toISOString(),
      endedAt: null,
      timer,
    },
    questions,
  };
}

export const examPath = (detail: TTestDetail) =>
  `/user/my-exams/${EXAM_ID}/exam?testId=${TEST_ID}${detail.test.timer.endTime ? `&endTime=${encodeURIComponent(detail.test.timer.endTime)}` : ''}`;

export const TEST_ROUTE = `/user/test/${EXAM_ID}/${TEST_ID}`;
