import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CONSOLE_PATHS, type ConsoleNotice, type ConsoleNoticeInput } from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

/* Announcements in the console (issue 16): list, create, edit, switch on/off, banner image upload. */
const keys = { list: consoleKey("notices") };

export const useNotices = () =>
  useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => api.get<ConsoleNotice[]>(CONSOLE_PATHS.notices, {}, signal),
  });

export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ConsoleNoticeInput }) =>
      id === null
        ? api.send<ConsoleNotice>("POST", CONSOLE_PATHS.notices, body)
        : api.send<ConsoleNotice>("PUT", pathOf(CONSOLE_PATHS.notice, { id }), body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.list }),
  });
}

export function useSetNoticeEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api.send<ConsoleNotice>("PUT", pathOf(CONSOLE_PATHS.noticeEnabled, { id }), { enabled }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.list }),
  });
}

/** Uploads a PNG or JPEG as the raw body; the answer is the imageUrl to put in the notice. */
export const useUploadNoticeImage = () =>
  useMutation({
    mutationFn: (file: File) => api.upload<{ imageUrl: string }>(CONSOLE_PATHS.noticeImages, file),
  });
