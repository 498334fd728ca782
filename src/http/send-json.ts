/**
 * Sends a body the handler has already serialised, as it is: for answers whose JSON is also kept
 * elsewhere (a screening's audit record), so the text is made once. The route's response schema
 * still describes it in the OpenAPI document; the handler's tests check the body against it.
 */
import type { FastifyReply } from 'fastify';

export function sendJson(reply: FastifyReply, json: string): void {
  // A string with a JSON content type is not serialised again by Fastify.
  reply.type('application/json; charset=utf-8').send(json);
}
