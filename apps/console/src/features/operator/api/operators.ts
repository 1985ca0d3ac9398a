import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CONSOLE_PATHS,
  type ConsoleOperator,
  type ConsoleOperatorCreate,
  type ConsoleOperatorSecret,
  type OperatorRole,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

export function useOperators() {
  return useQuery({
    queryKey: consoleKey("operators"),
    queryFn: ({ signal }) => api.get<ConsoleOperator[]>(CONSOLE_PATHS.operators, {}, signal),
  });
}

function useOperatorMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey("operators") }),
  });
}

export function useCreateOperator() {
  return useOperatorMutation((input: ConsoleOperatorCreate) =>
    api.send<ConsoleOperatorSecret>("POST", CONSOLE_PATHS.operators, input),
  );
}

export type OperatorChange = { username: string; role?: OperatorRole; status?: "active" | "disabled" };

export function useChangeOperator() {
  return useOperatorMutation(({ username, ...change }: OperatorChange) =>
    api.send<ConsoleOperator>("PATCH", pathOf(CONSOLE_PATHS.operator, { username }), change),
  );
}

export type OperatorReset = { username: string; password?: string; totp?: boolean };

export function useResetOperator() {
  return useOperatorMutation(({ username, ...reset }: OperatorReset) =>
    api.send<ConsoleOperatorSecret>("POST", pathOf(CONSOLE_PATHS.operatorReset, { username }), reset),
  );
}
