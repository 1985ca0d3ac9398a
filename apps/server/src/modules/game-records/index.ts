export { gameRecordsRoutes } from "./game-records.routes.ts";
export { memberRounds } from "./game-records.service.ts";
