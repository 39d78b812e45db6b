// Case studies of an exam (decision 0104): read with content:read, written with
// questions:write (a case is question content), within the administrator's exams (another
// exam's case answers 404). The tag starts with 'content', so a write refreshes the area.
import { z } from 'zod';
import { operation } from '../operation';
import { ZUuid } from '../schemas/common';
import {
  ZAdminCaseStudy,
  ZCaseStudyCreateRequest,
  ZCaseStudyUpdateRequest,
} from '../schemas/case-studies';

const tag = 'content: case studies';
const read = { permission: 'content:read' } as const;
const write = { permission: 'questions:write' } as const;

export const ZCaseStudyExamParams = z.object({ examId: ZUuid });
export const ZCaseStudyParams = z.object({ caseStudyId: ZUuid });

export const caseStudyOperations = {
  listCaseStudies: operation({
    method: 'GET',
    path: '/admin/exam/:examId/case-study',
    tag,
    caller: read,
    summary: "An exam's case studies by title, each with its questions by step",
    params: ZCaseStudyExamParams,
    reply: z.object({ caseStudies: z.array(ZAdminCaseStudy) }),
  }),
  createCaseStudy: operation({
    method: 'POST',
    path: '/admin/case-study',
    tag,
    caller: write,
    summary: 'Add a case study to an exam (its questions join it from the question form)',
    body: ZCaseStudyCreateRequest,
    reply: z.object({ caseStudy: ZAdminCaseStudy }),
    status: 201,
  }),
  getCaseStudy: operation({
    method: 'GET',
    path: '/admin/case-study/:caseStudyId',
    tag,
    caller: read,
    summary: 'One case study with its questions by step',
    params: ZCaseStudyParams,
    reply: z.object({ caseStudy: ZAdminCaseStudy }),
  }),
  updateCaseStudy: operation({
    method: 'PATCH',
    path: '/admin/case-study/:caseStudyId',
    tag,
    caller: write,
    summary: "Change a case study's title or scenario (students see it in tests that hold it)",
    params: ZCaseStudyParams,
    body: ZCaseStudyUpdateRequest,
    reply: z.object({ caseStudy: ZAdminCaseStudy }),
  }),
  deleteCaseStudy: operation({
    method: 'DELETE',
    path: '/admin/case-study/:caseStudyId',
    tag,
    caller: write,
    summary: 'Delete a case study; its questions stay in the bank, standing alone',
    params: ZCaseStudyParams,
    reply: z.object({}),
  }),
};
