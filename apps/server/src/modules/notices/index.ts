export { noticesRoutes } from "./notices.routes.ts";
