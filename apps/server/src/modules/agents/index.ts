/**
 * The agents module's public surface (issue 13): the agent tree, team calls, transfers, referral,
 * links and the /join application; contracts and settlement; the console's agent screens.
 */

// Console
export { agentsConsoleRoutes } from "./agents.console.routes.ts";
