import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  FORTUNE_CONSOLE_PATHS,
  type ConsoleEnvelope,
  type ConsoleEnvelopeCreate,
  type ConsoleWheel,
  type ConsoleWheelInput,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

export type EnvelopeGrab = { position: number; amount: string; account: string; memberId: string; at: string };
export type EnvelopeDetail = ConsoleEnvelope & { grabs: EnvelopeGrab[] };
export type TicketGrant = { account: string; campaignId: string; tickets: number; reason: string; requestId: string };

const envelopesKey = consoleKey("fortune", "envelopes");
const wheelsKey = consoleKey("fortune", "wheels");

export function useEnvelopes() {
  return useQuery({
    queryKey: envelopesKey,
    queryFn: ({ signal }) => api.get<ConsoleEnvelope[]>(FORTUNE_CONSOLE_PATHS.envelopes, {}, signal),
    refetchInterval: 15_000,
  });
}

export function useEnvelopeDetail(id: string | null) {
  return useQuery({
    queryKey: consoleKey("fortune", "envelope", id),
    queryFn: ({ signal }) => api.get<EnvelopeDetail>(pathOf(FORTUNE_CONSOLE_PATHS.envelope, { id: id! }), {}, signal),
    enabled: id !== null,
  });
}

export function useCreateEnvelope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleEnvelopeCreate) =>
      api.send<ConsoleEnvelope>("POST", FORTUNE_CONSOLE_PATHS.envelopes, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: envelopesKey }),
  });
}

export function useEndEnvelope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.send<ConsoleEnvelope>("POST", pathOf(FORTUNE_CONSOLE_PATHS.envelopeEnd, { id }), { reason }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: consoleKey("fortune") }),
  });
}

export function useWheels() {
  return useQuery({
    queryKey: wheelsKey,
    queryFn: ({ signal }) => api.get<ConsoleWheel[]>(FORTUNE_CONSOLE_PATHS.wheels, {}, signal),
  });
}

export function useSaveWheel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ConsoleWheelInput }) =>
      id === null
        ? api.send<ConsoleWheel>("POST", FORTUNE_CONSOLE_PATHS.wheels, body)
        : api.send<ConsoleWheel>("PUT", pathOf(FORTUNE_CONSOLE_PATHS.wheel, { id }), body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wheelsKey }),
  });
}

export function useEnableWheel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api.send<ConsoleWheel>("POST", pathOf(FORTUNE_CONSOLE_PATHS.wheelEnable, { id }), { enabled }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wheelsKey }),
  });
}

export function useGrantTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketGrant) =>
      api.send<{ account: string; tickets: number; replayed: boolean }>("POST", FORTUNE_CONSOLE_PATHS.tickets, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wheelsKey }),
  });
}
