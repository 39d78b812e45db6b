// A student's display preferences: the defaults, partial changes, validation, and that a
// student reads and changes only their own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPreferences, users } from '../../db/schema';
import { call, createStudent, type Session } from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('display preferences', () => {
  let context: TestContext;
  let student: Session;
  let other: Session;

  beforeAll(async () => {
    context = await createTestApp();
    student = await createStudent(context);
    other = await createStudent(context);
  });
  afterAll(() => context.close());

  const read = (session: Session) =>
    call(context, { method: 'GET', url: '/user/preferences', token: session.token });
  const change = (session: Session, payload: object) =>
    call(context, { method: 'PATCH', url: '/user/preferences', token: session.token, payload });
  const preferencesOf = (response: { json: () => unknown }) =>
    (response.json() as { data: { preferences: unknown } }).data.preferences;

  it('answers the defaults before anything is changed, and stores nothing for it', async () => {
    const response = await read(student);
    expect(response.statusCode, response.body).toBe(200);
    expect(preferencesOf(response)).toEqual({
      textSize: 'medium',
      colorScheme: 'auto',
      autoFlashcards: true,
    });
    const rows = await context.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, student.id));
    expect(rows).toEqual([]);
  });

  it('changes only what is sent and keeps the rest', async () => {
    const first = await change(student, { textSize: 'x-large' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ data: { message: 'Display preferences saved' } });
    expect(preferencesOf(first)).toEqual({
      textSize: 'x-large',
      colorScheme: 'auto',
      autoFlashcards: true,
    });

    const second = await change(student, { colorScheme: 'dark' });
    expect(preferencesOf(second)).toEqual({
      textSize: 'x-large',
      colorScheme: 'dark',
      autoFlashcards: true,
    });
    expect(preferencesOf(await read(student))).toEqual({
      textSize: 'x-large',
      colorScheme: 'dark',
      autoFlashcards: true,
    });
  });

  it('keeps each student’s preferences to that student', async () => {
    await change(student, { textSize: 'small', colorScheme: 'light' });
    await change(other, { colorScheme: 'dark' });
    expect(preferencesOf(await read(student))).toEqual({
      textSize: 'small',
      colorScheme: 'light',
      autoFlashcards: true,
    });
    expect(preferencesOf(await read(other))).toEqual({
      textSize: 'medium',
      colorScheme: 'dark',
      autoFlashcards: true,
    });
  });

  it('refuses unknown values, unknown fields and an empty change with a 400 and changes nothing', async () => {
    await change(student, { textSize: 'medium', colorScheme: 'auto', autoFlashcards: true });
    for (const [payload, path, message] of [
      [{ textSize: 'huge' }, 'textSize', 'Text size must be one of small, medium, large, x-large'],
      [{ colorScheme: 'sepia' }, 'colorScheme', 'Theme must be one of light, dark, auto'],
      [{ textSize: 3 }, 'textSize', 'Text size must be one of small, medium, large, x-large'],
      [{ textSize: null }, 'textSize', 'Text size must be one of small, medium, large, x-large'],
      [{}, '', 'Send textSize, colorScheme or autoFlashcards'],
      [{ autoFlashcards: 'no' }, 'autoFlashcards', 'autoFlashcards must be true or false'],
    ] as const) {
      const response = await change(student, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ details: [{ path, message }] });
    }
    const unknownField = await change(student, { textSize: 'large', fontFamily: 'Comic Sans' });
    expect(unknownField.statusCode).toBe(400);
    for (const body of ['"dark"', '[]', 'null']) {
      const response = await context.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/preferences',
        headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode, body).toBe(400);
    }
    expect(preferencesOf(await read(student))).toEqual({
      textSize: 'medium',
      colorScheme: 'auto',
      autoFlashcards: true,
    });
  });

  it('turns automatic flashcards off and on, keeping the display preferences', async () => {
    await change(student, { textSize: 'large', colorScheme: 'dark' });
    const off = await change(student, { autoFlashcards: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ data: { message: 'Flashcard preference saved' } });
    expect(preferencesOf(await read(student))).toEqual({
      textSize: 'large',
      colorScheme: 'dark',
      autoFlashcards: false,
    });
    await change(student, { autoFlashcards: true });
    expect(preferencesOf(await read(student))).toMatchObject({ autoFlashcards: true });
  });

  it('goes with the account when the student is deleted', async () => {
    const leaving = await createStudent(context);
    await change(leaving, { colorScheme: 'dark' });
    await context.db.delete(users).where(eq(users.id, leaving.id));
    const rows = await context.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, leaving.id));
    expect(rows).toEqual([]);
  });
});
