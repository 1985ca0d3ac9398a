export { gamesRoutes } from "./games.routes.ts";
export { consoleGameRoutes } from "./games.console.routes.ts";
export { gameListCache } from "./game-list-cache.ts";
export { laneCategory } from "./games.service.ts";
export { searchKey } from "./search-key.ts";
