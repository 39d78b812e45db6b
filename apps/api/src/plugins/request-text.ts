// What a request may carry as text, checked in one place for every route, after the route's
// guard: a caller without the right token gets its 401 or 403 first, never a 400 about the
// request. JSON that does not parse is answered at the same point, and the params, query and
// body are refused with 400 when they hold NUL or another control character
// (lib/control-characters.ts). Multipart parts are read by the handler: uploads.ts checks
// their names and fields the same way.
import type {
  FastifyError,
  FastifyInstance,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { assertNoControlCharacters } from '../lib/control-characters';

/** The parse error of a JSON body, answered once the guard has let the request through. */
const unparsedBody = new WeakMap<FastifyRequest, FastifyError>();

const checkRequestText: preValidationHookHandler = (request, _reply, done) => {
  const parseError = unparsedBody.get(request);
  if (parseError) return done(parseError);
  try {
    assertNoControlCharacters({ params: request.params, query: request.query, body: request.body });
  } catch (error) {
    return done(error as FastifyError);
  }
  done();
};

export default fp(
  (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      void parseJson(request, body as string, (error, value) => {
        if (error) {
          unparsedBody.set(request, error as FastifyError);
          return done(null, undefined);
        }
        done(null, value);
      });
    });

    // Last of each route's preValidation hooks: after the guard the route declares.
    app.addHook('onRoute', (route) => {
      const declared = route.preValidation;
      route.preValidation = [
        ...(declared === undefined ? [] : Array.isArray(declared) ? declared : [declared]),
        checkRequestText,
      ];
    });
  },
  { name: 'request-text' },
);
