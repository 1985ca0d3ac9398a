/** Kept for the tests not yet moved to the shared factories (factories.ts). */
export { buildMember as createMember, type BuiltMember as CreatedMember, type NewMember } from "./factories.ts";
