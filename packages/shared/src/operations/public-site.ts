// The public site: what anyone may read without signing in.
import { operation } from '../operation';
import { ZPublicExamsData, ZPublicExamsQuery } from '../schemas/public';
import { publicExamsRoute } from './public-site-route';

export const publicSiteOperations = {
  listPublicExams: operation({
    ...publicExamsRoute,
    summary: 'The exams on offer, newest first, for the home page',
    query: ZPublicExamsQuery,
    reply: ZPublicExamsData,
    conditional: true,
  }),
};
