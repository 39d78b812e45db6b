// Administration of sales: which roles may read sales and allocate exams, and the manual
// allocation that grants or extends access with a sale of amount 0.
import type { AdminRole } from '@prepward/shared/constants';
import type {
  TAdminSale,
  TAllocationExam,
  TAllocationStudent,
  TMyExam,
} from '@prepward/shared/schemas/commerce';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sales, subscriptions } from '../../db/schema';
import { addMonths } from '../payments/grants';
import {
  apiClient,
  dataOf,
  insertAdmin,
  insertStudent,
  type ExamFixture,
  type Session,
  type Student,
} from '../../test/commerce-fixtures';
import { seedSales } from '../../test/sales-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

const DAY = 86_400_000;

describe('admin sales', () => {
  let context: TestContext;
  let api: ReturnType<typeof apiClient>;
  let nursing: ExamFixture;
  let pharmacy: ExamFixture;
  let admin: Session;
  let doctor: Student;
  let nurse: Student;
  let doctorSale: { id: string; reference: string };

  beforeAll(async () => {
    context = await createTestApp();
    api = apiClient(context);
    ({ nursing, pharmacy, admin, doctor, nurse, doctorSale } = await seedSales(context));
  });
  afterAll(() => context.close());

  describe('permissions by role', () => {
    const matrix: [AdminRole, { read: boolean; allocate: boolean }][] = [
      ['admin', { read: true, allocate: true }],
      ['viewer', { read: true, allocate: false }],
      ['sales', { read: true, allocate: true }],
      ['hr', { read: false, allocate: false }],
      ['examiner', { read: false, allocate: false }],
    ];
    it.each(matrix)('%s', async (role, allowed) => {
      const session = await insertAdmin(context, [role]);
      const student = await insertStudent(context);
      const read = allowed.read ? 200 : 403;
      expect((await api.get('/admin/sales', session.token)).statusCode).toBe(read);
      expect((await api.get(`/admin/sales/${doctorSale.id}`, session.token)).statusCode).toBe(read);
      expect((await api.get('/admin/sales/export', session.token)).statusCode).toBe(read);

      const allocation = await api.post('/admin/sales/add/', session.token, {
        userID: student.id,
        examID: pharmacy.id,
        months: 1,
      });
      expect(allocation.statusCode).toBe(allowed.allocate ? 200 : 403);
      const granted = await context.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, student.id));
      expect(granted).toHaveLength(allowed.allocate ? 1 : 0);
      const allocateOnly = allowed.allocate ? 200 : 403;
      expect((await api.get('/admin/sales/students?search=a', session.token)).statusCode).toBe(
        allocateOnly,
      );
      expect((await api.get('/admin/sales/exams', session.token)).statusCode).toBe(allocateOnly);
    });

    it('needs an admin token', async () => {
      expect((await api.get('/admin/sales')).statusCode).toBe(401);
      expect((await api.get('/admin/sales', doctor.token)).statusCode).toBe(401);
      expect(
        (
          await api.post('/admin/sales/add/', doctor.token, {
            userID: doctor.id,
            examID: nursing.id,
            months: 1,
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('manual allocation', () => {
    it('grants access with a manual sale of amount 0, the admin who made it and an audit row', async () => {
      const sales = await insertAdmin(context, ['sales']);
      const student = await insertStudent(context);
      const before = Date.now();
      const reply = await api.post('/admin/sales/add/', sales.token, {
        userID: student.id,
        examID: nursing.id,
        months: 2,
      });
      expect(reply.statusCode).toBe(200);
      const { sale, message } = dataOf<{ sale: TAdminSale }>(reply);
      expect(message).toBe('Exam allocated successfully');
      expect(sale).toMatchObject({
        status: 'success',
        provider: 'manual',
        amount: 0,
        userId: student.id,
        createdByAdmin: { id: sales.id, name: 'sales admin' },
        saleItems: [{ months: 2, amount: 0, exam: { id: nursing.id, name: 'Nursing licensure' } }],
      });

      const myExams = dataOf<{ exams: TMyExam[] }>(
        await api.get('/user/my-exams', student.token),
      ).exams;
      expect(myExams).toHaveLength(1);
      expect(myExams[0]).toMatchObject({ id: nursing.id, active: true });
      const end = new Date(myExams[0]!.accessEndsAt).getTime();
      expect(Math.abs(end - addMonths(new Date(before), 2).getTime())).toBeLessThan(60_000);

      const [audit] = await context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'sale'), eq(auditLog.entityId, sale.id)));
      expect(audit).toMatchObject({
        adminId: sales.id,
        action: 'allocated',
        details: expect.objectContaining({ userId: student.id, examId: nursing.id, months: 2 }),
      });
    });

    it('extends an active access from its end, with or without the trailing slash', async () => {
      const student = await insertStudent(context);
      const currentEnd = new Date(Date.now() + 15 * DAY);
      await context.db.insert(subscriptions).values({
        userId: student.id,
        examId: pharmacy.id,
        startsAt: new Date(),
        expiresAt: currentEnd,
        source: 'purchase',
      });
      const reply = await api.post('/admin/sales/add', admin.token, {
        userID: student.id,
        examID: pharmacy.id,
        months: 3,
      });
      expect(reply.statusCode).toBe(200);
      const myExams = dataOf<{ exams: TMyExam[] }>(
        await api.get('/user/my-exams', student.token),
      ).exams;
      expect(myExams[0]!.accessEndsAt).toBe(addMonths(currentEnd, 3).toISOString());
    });

    it('refuses bad months, unknown students and unknown exams', async () => {
      const student = await insertStudent(context);
      for (const months of [0, 25, 2.5]) {
        const reply = await api.post('/admin/sales/add/', admin.token, {
          userID: student.id,
          examID: nursing.id,
          months,
        });
        expect(reply.statusCode).toBe(400);
      }
      const noStudent = await api.post('/admin/sales/add/', admin.token, {
        userID: '00000000-0000-4000-8000-000000000000',
        examID: nursing.id,
        months: 1,
      });
      expect(noStudent.statusCode).toBe(404);
      expect(noStudent.json()).toMatchObject({ message: 'Student not found' });
      const noExam = await api.post('/admin/sales/add/', admin.token, {
        userID: student.id,
        examID: '00000000-0000-4000-8000-000000000000',
        months: 1,
      });
      expect(noExam.statusCode).toBe(404);
      expect(await context.db.select().from(sales).where(eq(sales.userId, student.id))).toEqual([]);
    });

    it('finds students by email and lists the exams to allocate', async () => {
      const found = dataOf<{ students: TAllocationStudent[] }>(
        await api.get('/admin/sales/students?search=AMINA.N', admin.token),
      );
      expect(found.students).toEqual([
        { id: nurse.id, firstName: 'Amina', lastName: 'Yusuf', email: 'amina.nurse@example.com' },
      ]);
      const exams = dataOf<{ exams: TAllocationExam[] }>(
        await api.get('/admin/sales/exams', admin.token),
      );
      expect(exams.exams.map((exam) => exam.name)).toEqual(['Nursing licensure', 'Pharmacy board']);
    });
  });
});
