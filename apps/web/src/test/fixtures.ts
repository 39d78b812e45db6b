import type { TAdmin, TStudent } from '@prepward/shared/schemas/auth';
import type { TMyExam } from '@prepward/shared/schemas/commerce';

export const STUDENT: TStudent = {
  id: '8f0c8d1e-2b9a-4a57-9a77-6d3a1f3c2b10',
  firstName: 'Amara',
  lastName: 'Nwosu',
  email: 'amara@example.com',
  profession: 'Nurses',
  country: 'Kenya',
  verified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const ADMIN: TAdmin = {
  id: '0b3f5a52-7f43-4b8e-8d0e-3c7d1b2a9e01',
  name: 'Ada Admin',
  email: 'admin@example.com',
  roles: ['admin'],
  examAccess: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** An exam the student has, with access for years to come (My Exams, the dashboard). */
export const MY_EXAM: TMyExam = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Nursing Licensure Practice',
  description: 'Practice questions',
  imageUrl: null,
  subscriptionAmount: 19.99,
  mockQuestions: 40,
  mockTestTime: 60,
  accessEndsAt: '2030-01-01T00:00:00.000Z',
  active: true,
};
