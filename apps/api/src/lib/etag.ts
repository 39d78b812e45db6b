// Conditional requests: the ETags a client says it holds (If-None-Match, comma-separated).
import type { FastifyRequest } from 'fastify';

/** The ETags of the request's If-None-Match; a reply whose ETag is among them is a 304. */
export function knownEtags(request: FastifyRequest): string[] {
  return (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
}
