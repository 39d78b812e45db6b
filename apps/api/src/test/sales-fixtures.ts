// The sales of the admin sales tests, inserted straight into the database: two exams, an
// administrator, two students and four sales of theirs in the first months of 2026.
import { saleItems, sales } from '../db/schema';
import {
  insertAdmin,
  insertExam,
  insertStudent,
  type ExamFixture,
  type Student,
} from './commerce-fixtures';
import type { TestContext } from './test-app';

/** A sale of a student with its items, each [exam, months, amount]. */
async function insertSale(
  context: TestContext,
  student: Student,
  fields: {
    status: 'pending' | 'success' | 'failed';
    createdAt: string;
    items: [ExamFixture, number, number][];
  },
) {
  const amount = fields.items.reduce((sum, [, , itemAmount]) => sum + itemAmount, 0);
  const [sale] = await context.db
    .insert(sales)
    .values({
      reference: `PW-T-${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
      userId: student.id,
      status: fields.status,
      provider: 'sandbox',
      amount,
      createdAt: new Date(fields.createdAt),
      paidAt: fields.status === 'success' ? new Date(fields.createdAt) : null,
    })
    .returning({ id: sales.id, reference: sales.reference });
  await context.db.insert(saleItems).values(
    fields.items.map(([exam, months, itemAmount]) => ({
      saleId: sale!.id,
      examId: exam.id,
      months,
      unitAmount: itemAmount / months,
      amount: itemAmount,
    })),
  );
  return sale!;
}

/**
 * Exams 'Nursing licensure' (20 a month) and 'Pharmacy board' (10), an admin, Kwame the doctor
 * and Amina the nurse; a success of the doctor's (January, both exams), a success of the
 * nurse's (February, pharmacy), a failed one of hers (20 February, 23:59) and a pending one of
 * the doctor's (1 March).
 */
export async function seedSales(context: TestContext) {
  const nursing = await insertExam(context, { name: 'Nursing licensure', subscriptionAmount: 20 });
  const pharmacy = await insertExam(context, { name: 'Pharmacy board', subscriptionAmount: 10 });
  const admin = await insertAdmin(context, ['admin']);
  const doctor = await insertStudent(context, {
    firstName: 'Kwame',
    lastName: 'Boateng',
    email: 'kwame.doctor@example.com',
    profession: 'Doctor',
  });
  const nurse = await insertStudent(context, {
    firstName: 'Amina',
    lastName: 'Yusuf',
    email: 'amina.nurse@example.com',
    profession: 'Nurses',
  });
  const doctorSale = await insertSale(context, doctor, {
    status: 'success',
    createdAt: '2026-01-10T09:00:00Z',
    items: [
      [nursing, 2, 40],
      [pharmacy, 1, 10],
    ],
  });
  const nurseSale = await insertSale(context, nurse, {
    status: 'success',
    createdAt: '2026-02-03T12:00:00Z',
    items: [[pharmacy, 3, 30]],
  });
  const failedSale = await insertSale(context, nurse, {
    status: 'failed',
    createdAt: '2026-02-20T23:59:00Z',
    items: [[nursing, 1, 20]],
  });
  const pendingSale = await insertSale(context, doctor, {
    status: 'pending',
    createdAt: '2026-03-01T00:00:00Z',
    items: [[nursing, 1, 20]],
  });
  return {
    nursing,
    pharmacy,
    admin,
    doctor,
    nurse,
    doctorSale,
    nurseSale,
    failedSale,
    pendingSale,
  };
}
