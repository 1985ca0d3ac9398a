import { errorResponses } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";

export { routeShape };

/** The error answers of the member-side agent calls. */
export const agentCallErrors = errorResponses([400, 401, 403, 404, 409, 422, 429, 500]);
export const AGENT_TAGS = ["agents"];

/** The shape of a member-side agents call behind `guard` (agent access or any member's session). */
export const agentCall = <Guard>(guard: Guard) => routeShape(guard, AGENT_TAGS, agentCallErrors);
