import { z } from "zod";
import { errorResponses } from "../../plugins/errors.ts";

/** What every operator route of every domain shares in its schema: the OpenAPI tag and the error answers. */
export const CONSOLE_TAGS = ["console"];
export const consoleErrors = errorResponses([400, 401, 403, 404, 409, 413, 415, 422, 429, 500]);
/** Calls without parameters refuse any query string. */
export const noQuery = z.strictObject({});
