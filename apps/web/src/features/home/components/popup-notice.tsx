import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { Notice } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { imageUrl, usePermissionValue } from "../../../lib/queries/permission";
import { hidePopupToday, markPopupShown, shouldShowPopup } from "../utils/popup-schedule";

function canShow(id: number): boolean {
  try {
    return shouldShowPopup(sessionStorage, localStorage, new Date(), id);
  } catch {
    return false;
  }
}

/** The popup notice (type PU): each once per session, with "don't show again today" (give it key={id}). */
export function PopupNotice({ notice, onClosed }: { notice: Notice; onClosed?: () => void }) {
  const { t } = useTranslation("home");
  const permission = usePermissionValue();
  const navigate = useNavigate();
  const checkboxId = useId();
  const [open, setOpen] = useState(false);
  const [hideToday, setHideToday] = useState(false);

  useEffect(() => {
    if (!canShow(notice.id)) return;
    setOpen(true);
    try {
      markPopupShown(sessionStorage, notice.id);
    } catch {
      // storage blocked: the popup may show again on the next visit, which is harmless
    }
  }, [notice.id]);

  function close() {
    setOpen(false);
    if (hideToday) {
      try {
        hidePopupToday(localStorage, new Date());
      } catch {
        // storage blocked: nothing to remember
      }
    }
    onClosed?.();
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={notice.title}
      footer={
        <>
          <label htmlFor={checkboxId} className="mr-auto flex cursor-pointer items-center gap-2 text-sm text-fg-muted">
            <input
              id={checkboxId}
              type="checkbox"
              checked={hideToday}
              onChange={(event) => setHideToday(event.target.checked)}
              className="lotus-checkbox"
            />
            {t("popup.hideToday")}
          </label>
          {notice.linkUrl && (
            <Button
              variant="gold"
              onClick={() => {
                close();
                navigate(notice.linkUrl);
              }}
            >
              {t("popup.details")}
            </Button>
          )}
        </>
      }
    >
      {notice.imageUrl && (
        <img
          src={imageUrl(permission, notice.imageUrl)}
          alt=""
          width={1200}
          height={400}
          className="mb-4 aspect-[3/1] w-full rounded-xl object-cover object-right"
        />
      )}
      <p className="text-fg">{notice.content}</p>
    </Modal>
  );
}
