import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type TeamRegisterRequest, type TeamRegisterValue } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateAgents } from "./agent-keys";

/** Creates a direct downline (member or sub-agent); without a password it gets the weak default. */
export function registerDownline(request: TeamRegisterRequest): Promise<TeamRegisterValue> {
  return apiSend<TeamRegisterValue>("POST", PATHS.agentTeamRegister, { body: request });
}

/** Registers a downline; on success the team lists and figures are read again. */
export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDownline,
    onSuccess: () => void invalidateAgents(queryClient),
  });
}
