// Set-up of the question editor tests: an app with an administrator, an exam with one course
// and one subject, and an image uploaded for the editor; questions added to that subject.
import type { TItemLayout } from '@prepward/shared/item-types';
import { expect } from 'vitest';
import {
  createExamTree,
  PNG_BYTES,
  signedInAdmin,
  type Caller,
  type Envelope,
} from './content-fixtures';
import { createTestApp, type TestContext } from './test-app';

export type Option = { id: string; value: string; answer: boolean; selected: number };
export type Question = {
  id: string;
  type: string;
  question: string;
  explanation: string;
  answer: string | null;
  acceptedAnswers: string[];
  options: Option[];
  layout: TItemLayout;
  examName: string;
  courseName: string;
  subjectName: string;
  subjectId: string;
};

export type QuestionEditor = {
  context: TestContext;
  admin: Caller & { id: string };
  tree: Awaited<ReturnType<typeof createExamTree>>;
  imageUrl: string;
};

/** The app, an administrator, the exam 'Questions exam' and the URL of an uploaded PNG. */
export async function openQuestionEditor(): Promise<QuestionEditor> {
  const context = await createTestApp();
  const admin = await signedInAdmin(context, ['admin']);
  const tree = await createExamTree(admin, 'Questions exam');
  const upload = await admin.upload('POST', '/admin/upload/image', {
    field: 'image',
    name: 'chart.png',
    bytes: PNG_BYTES,
    type: 'image/png',
  });
  const imageUrl = upload.json<Envelope<{ url: string }>>().data.url;
  return { context, admin, tree, imageUrl };
}

/**
 * Adding questions to a subject (the exam's own unless another is named). `current` gives the
 * editor the test file opened in its beforeAll.
 */
export function questionCalls(current: () => Pick<QuestionEditor, 'admin' | 'tree'>) {
  const create = (body: object, subjectId = current().tree.subjectId) =>
    current().admin.post(`/admin/exam/subject/${subjectId}/question`, body);
  const created = async (body: object) => {
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Envelope<{ question: Question }>>().data.question;
  };
  return { create, created };
}
