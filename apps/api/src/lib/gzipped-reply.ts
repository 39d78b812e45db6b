// A JSON reply a route gzips itself, from parts it keeps (lib/gzip-parts.ts), goes out as the
// compression plugin's would: only to a client that takes gzip and did not ask for none, with
// the same headers. The plugin passes a reply that names its encoding as it is. A route that
// keeps its reply's text sends it as it is to every other client, and the plugin compresses it
// as it does any reply for a client that takes another encoding.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from './gzip-parts';

export function takesGzip(request: FastifyRequest): boolean {
  const { headers } = request;
  return acceptsGzip(headers['accept-encoding']) && headers['x-no-compression'] === undefined;
}

export function sendGzipped(reply: FastifyReply, gzipped: Buffer): FastifyReply {
  return reply
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Content-Encoding', 'gzip')
    .header('Vary', 'accept-encoding')
    .send(gzipped);
}

/** JSON text the route wrote itself (with its compiled writer), sent as it is. */
export function sendJsonText(reply: FastifyReply, text: Buffer): FastifyReply {
  return reply.header('Content-Type', 'application/json; charset=utf-8').send(text);
}
