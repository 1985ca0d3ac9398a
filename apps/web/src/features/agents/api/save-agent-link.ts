import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type AgentLink, type AgentLinkCreateRequest, type AgentLinkUpdateRequest } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { agentKeys } from "./agent-keys";

const linkPath = (id: string) => PATHS.agentLink.replace(":id", encodeURIComponent(id));

export type SaveAgentLink =
  | { type: "create"; body: AgentLinkCreateRequest }
  | { type: "update"; id: string; body: AgentLinkUpdateRequest }
  | { type: "delete"; id: string };

/** Creates, changes or removes a promotion link. */
export function saveAgentLink(change: SaveAgentLink): Promise<AgentLink | null> {
  if (change.type === "create") return apiSend<AgentLink>("POST", PATHS.agentLinks, { body: change.body });
  if (change.type === "update") return apiSend<AgentLink>("PATCH", linkPath(change.id), { body: change.body });
  return apiSend<null>("DELETE", linkPath(change.id));
}

/** Saves a link change; on success the list is read again. */
export function useSaveAgentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgentLink,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...agentKeys.all, "links"] }),
  });
}
