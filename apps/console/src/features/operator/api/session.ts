import { CONSOLE_PATHS, type ConsoleLoginRequest, type Operator } from "@lotus/contracts/web";
import { api } from "../../../lib/api-client";

export type LoginValue = { token: string; operator: Operator };

export function login(request: ConsoleLoginRequest): Promise<LoginValue> {
  return api.send<LoginValue>("POST", CONSOLE_PATHS.login, request);
}

export function logout(): Promise<unknown> {
  return api.send("DELETE", CONSOLE_PATHS.logout);
}

export function fetchMe(signal?: AbortSignal): Promise<Operator> {
  return api.get<Operator>(CONSOLE_PATHS.me, {}, signal);
}
