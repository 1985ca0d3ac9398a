import { useCallback } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FAVORITES_MAX, type GameEntry } from "@lotus/contracts/web";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { ApiError } from "../../../lib/api-client";
import { favoriteMutationOptions } from "../api/set-favorite-game";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";

/**
 * The heart's action: logged out, it opens the login dialog; logged in, it adds or removes the
 * favorite optimistically (the query layer rolls back on error) and explains a refusal.
 */
export function useFavoriteToggle(): (game: GameEntry, favorite: boolean) => void {
  const { t } = useTranslation("slots");
  const session = useSession();
  const loggedIn = session !== null;
  const { mutate } = useMutation(favoriteMutationOptions(useQueryClient(), session?.token ?? ""));
  return useCallback(
    (game: GameEntry, favorite: boolean) => {
      if (!loggedIn) {
        openAccountDialog({ kind: "login" });
        return;
      }
      mutate(
        { game, favorite },
        {
          onError: (error) => {
            if (error instanceof ApiError && error.code === "favorites_limit") {
              toast({
                tone: "warning",
                title: t("favorites.limitTitle"),
                body: t("favorites.limitBody", { max: FAVORITES_MAX }),
              });
            } else {
              toast({ tone: "error", title: t("favorites.failed"), body: error.message || undefined });
            }
          },
        },
      );
    },
    [loggedIn, mutate, t],
  );
}
