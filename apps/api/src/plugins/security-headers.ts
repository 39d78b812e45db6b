// The security headers (helmet) on every reply. helmet's middleware is built once, with its
// Content-Security-Policy parsed once: the Fastify wrapper rebuilt it for every request, a few
// percent of a small request's CPU.
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export default fp<HelmetOptions>(
  async (app, options) => {
    const apply = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      // helmet only sets headers; it never fails a request.
      apply(request.raw, reply.raw, () => done());
    });
  },
  { name: 'security-headers' },
);
