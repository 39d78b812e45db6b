// Test data for the analytics page: an ended mock of the three test questions, one answered
// wrongly (and tagged), one rightly, one not at all, in two subjects of two courses.
import type { TReviewQuestion, TTestAnalytics } from '@prepward/shared/schemas/attempts';
import { FILL, MULTIPLE, SINGLE, testDetail } from './exam-fixtures';

const { timer: _timer, ...summary } = testDetail({ type: 'mock' }).test;

export const ANTIDOTES = {
  courseId: '77777777-7777-4777-8777-777777777771',
  courseName: 'Pharmacology',
  subjectId: '88888888-8888-4888-8888-888888888881',
  subjectName: 'Antidotes',
};
export const VITALS = {
  courseId: '77777777-7777-4777-8777-777777777772',
  courseName: 'Physiology',
  subjectId: '88888888-8888-4888-8888-888888888882',
  subjectName: 'Vital signs',
};

const answered = (selectedOptionIds: string[]) => ({
  selectedOptionIds,
  answerText: null,
  timeSpentSeconds: 40,
  answeredAt: new Date().toISOString(),
});

const peers = { peerAverageSeconds: 55.5, peerCorrectPercentage: 75, peerCount: 4 };

/** SINGLE answered with its second option (the first is right): incorrect, and tagged. */
export const WRONG_SINGLE: TReviewQuestion = {
  id: SINGLE.id,
  number: 1,
  type: 'single_choice',
  question: SINGLE.question,
  item: SINGLE.item,
  case: null,
  courseName: ANTIDOTES.courseName,
  subjectId: ANTIDOTES.subjectId,
  subjectName: ANTIDOTES.subjectName,
  tagged: true,
  options: SINGLE.options.map((option, index) => ({
    ...option,
    isCorrect: index === 0,
    selected: index === 1,
    pickPercentage: [50, 25, 25, 0][index]!,
  })),
  answer: answered([SINGLE.options[1]!.id]),
  isCorrect: false,
  points: 0,
  maxPoints: 1,
  parts: [{ part: 0, points: 0, maxPoints: 1 }],
  correctAnswerText: null,
  acceptedAnswers: [],
  explanation: '<p>Naloxone is an opioid antagonist.</p>',
  timeSpentSeconds: 40,
  ...peers,
};

/** MULTIPLE answered rightly (its first two options). */
export const RIGHT_MULTIPLE: TReviewQuestion = {
  ...WRONG_SINGLE,
  id: MULTIPLE.id,
  number: 2,
  type: 'multiple_choice',
  question: MULTIPLE.question,
  item: MULTIPLE.item,
  tagged: false,
  options: MULTIPLE.options.map((option, index) => ({
    ...option,
    isCorrect: index < 2,
    selected: index < 2,
    pickPercentage: 50,
  })),
  answer: answered([MULTIPLE.options[0]!.id, MULTIPLE.options[1]!.id]),
  isCorrect: true,
  points: 1,
  parts: [{ part: 0, points: 1, maxPoints: 1 }],
  explanation: '<p>Adrenergic signs.</p>',
};

/** FILL, not answered, in the other course. */
export const UNANSWERED_FILL: TReviewQuestion = {
  ...WRONG_SINGLE,
  id: FILL.id,
  number: 3,
  type: 'fill_in_the_blanks',
  question: FILL.question,
  item: FILL.item,
  courseName: VITALS.courseName,
  subjectId: VITALS.subjectId,
  subjectName: VITALS.subjectName,
  tagged: false,
  options: [],
  answer: null,
  isCorrect: null,
  points: 0,
  parts: [],
  correctAnswerText: '100',
  acceptedAnswers: [],
  explanation: '<p>60 to 100.</p>',
  timeSpentSeconds: null,
};

export const ANALYTICS: TTestAnalytics = {
  test: { ...summary, status: 'ended', correctCount: 1, endedAt: new Date().toISOString() },
  score: {
    total: 3,
    correct: 1,
    incorrect: 1,
    unanswered: 1,
    points: 1,
    maxPoints: 3,
    percentage: 33.33,
  },
  time: {
    usedSeconds: 754,
    allowedSeconds: 1800,
    averagePerAnswerSeconds: 40,
    peerAveragePerAnswerSeconds: 55.5,
  },
  breakdown: [
    {
      ...ANTIDOTES,
      total: 2,
      correct: 1,
      incorrect: 1,
      unanswered: 0,
      points: 1,
      maxPoints: 2,
      percentage: 50,
    },
    {
      ...VITALS,
      total: 1,
      correct: 0,
      incorrect: 0,
      unanswered: 1,
      points: 0,
      maxPoints: 1,
      percentage: 0,
    },
  ],
  cases: [],
  percentile: { value: 62.5, otherAttempts: 4 },
  peerFiguresAt: '2026-11-25T14:02:00.000Z',
  complete: true,
  review: [WRONG_SINGLE, RIGHT_MULTIPLE, UNANSWERED_FILL],
};
