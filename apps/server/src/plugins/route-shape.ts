import type { FastifySchema } from "fastify";

/** What a call reads from the request: its query string, path parameters and body schemas. */
type RequestSchemas = Pick<FastifySchema, "querystring" | "params" | "body">;

/**
 * The options every route of a module shares: one guard, the OpenAPI tags, the error answers of its
 * side (member or console) and the envelope of what the call returns as the 200 answer. A route
 * then reads `app.get(path, call(summary, { querystring }, responseSchema), handler)`.
 */
export function routeShape<Guard, Errors extends object>(guard: Guard, tags: string[], errors: Errors) {
  return <const Request extends RequestSchemas, Response>(summary: string, request: Request, response: Response) => ({
    preHandler: guard,
    schema: { tags, summary, ...request, response: { 200: response, ...errors } },
  });
}
