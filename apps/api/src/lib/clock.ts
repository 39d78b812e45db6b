// The time the study tools go by: the real time, or in a server started with TEST_CLOCK=on
// the time a request names in its `X-Test-Now` header (an ISO date and time). Journeys that
// run over days (flashcards falling due, a study plan's days, its reminder mail) set the day
// on their own requests, so journeys that run beside them on the same server keep the real
// time. Test taking (timers, access) always goes by the real time.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export const TEST_NOW_HEADER = 'x-test-now';

const requestTime = new AsyncLocalStorage<Date>();

/** Now: the request's test time where one is set, else the real time. */
export function now(): Date {
  const set = requestTime.getStore();
  return set ? new Date(set.getTime()) : new Date();
}

/** Runs `work` as at `at` (what a request carrying `X-Test-Now` gets; tests and sweeps use it). */
export function runAt<T>(at: Date, work: () => T): T {
  return requestTime.run(at, work);
}

/**
 * Lets requests carrying `X-Test-Now` run at that time. Only for servers started with
 * TEST_CLOCK=on, which the configuration refuses in production.
 */
export function acceptTestClock(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const header = request.headers[TEST_NOW_HEADER];
    if (typeof header !== 'string') return done();
    const at = new Date(header);
    if (Number.isNaN(at.getTime())) {
      void reply.code(400).send({ message: `${TEST_NOW_HEADER} must be an ISO date and time.` });
      return;
    }
    // The rest of the request (its hooks, handler and the promises they start) runs inside.
    requestTime.run(at, done);
  });
}
