/* The member's transaction records (the account record): routes and the date-range rule game records share. */
export { recordsRoutes } from "./records.routes.ts";
export {
  memberTransactions,
  parseRecordQuery,
  startOfBrandDay,
  type RecordRange,
  type RecordsInput,
} from "./records.service.ts";
