// Courses and subjects of an exam: lists, one of each, adding, renaming and deleting.
import { structureOperations as op } from '@prepward/shared/operations/content';
import { MESSAGES } from '@prepward/shared/messages';
import type { FastifyInstance } from 'fastify';
import { isHttpError } from '../../lib/http-error';
import { route } from '../../lib/route';
import type { StructureService } from './structure-service';

export function structureRoutes(app: FastifyInstance, structure: StructureService): void {
  // ---- Courses ----

  route(app, op.listCourses, async ({ admin, params, query }) => ({
    message: 'Courses',
    ...(await structure.listCourses(admin, params.examId, query)),
  }));

  route(app, op.createCourse, async ({ admin, body }) => ({
    message: 'Course added successfully',
    course: await structure.createCourse(admin, body.examId, body.name),
  }));

  route(app, op.getCourse, async ({ admin, params }) => ({
    message: 'Course',
    course: await structure.getCourse(admin, params.courseId),
  }));

  // The first client renames subjects here too: an id that is no course renames that subject.
  route(app, op.renameCourse, async ({ admin, params, body }) => {
    try {
      const course = await structure.renameCourse(admin, params.courseId, body.name);
      return { message: 'Course updated successfully', course };
    } catch (error) {
      if (!isHttpError(error) || error.statusCode !== 404) throw error;
      const subject = await structure.renameSubject(admin, params.courseId, body.name);
      return { message: 'Subject updated successfully', subject };
    }
  });

  route(app, op.deleteCourse, async ({ admin, params, query }) => ({
    message: MESSAGES.courseDeleted,
    ...(await structure.removeCourse(admin, params.courseId, query.confirm)),
  }));

  // ---- Subjects ----

  route(app, op.listCourseSubjects, async ({ admin, params, query }) => ({
    message: 'Subjects',
    ...(await structure.listCourseSubjects(admin, params.courseId, query)),
  }));

  route(app, op.listSubjects, async ({ admin, params, query }) => ({
    message: 'Subjects',
    ...(await structure.listExamSubjects(admin, params.examId, query)),
  }));

  route(app, op.createSubject, async ({ admin, body }) => ({
    message: 'Subject added successfully',
    subject: await structure.createSubject(admin, body.courseId, body.name),
  }));

  route(app, op.getSubject, async ({ admin, params }) => ({
    message: 'Subject',
    subject: await structure.getSubject(admin, params.subjectId),
  }));

  route(app, op.renameSubject, async ({ admin, params, body }) => ({
    message: 'Subject updated successfully',
    subject: await structure.renameSubject(admin, params.subjectId, body.name),
  }));

  route(app, op.deleteSubject, async ({ admin, params, query }) => ({
    message: MESSAGES.courseDeleted,
    ...(await structure.removeSubject(admin, params.subjectId, query.confirm)),
  }));
}
