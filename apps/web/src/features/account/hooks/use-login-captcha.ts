import { useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { failureWantsCaptcha } from "../api/login";
import { useCaptcha } from "./use-captcha";

/**
 * The login forms' captcha (spec §4 Login 7): hidden until a failure carries the captcha flag,
 * then shown, with a fresh image after every attempt, until a login succeeds.
 */
export function useLoginCaptcha() {
  const state = useCaptcha();
  const [shown, setShown] = useState(false);
  const [answer, setAnswer] = useState("");
  return {
    shown,
    state,
    answer,
    setAnswer,
    /** The captcha fields of the payload, when the captcha is shown. */
    payload(): { captcha?: string; captchaId?: string } {
      if (!shown || !state.captcha) return {};
      return { captcha: answer.trim(), captchaId: state.captcha.captchaId };
    },
    /** After a failed attempt: show the captcha if asked, and never reuse a spent image. */
    afterFailure(failure: unknown) {
      const wanted =
        failure instanceof ApiError && (failureWantsCaptcha(failure.value) || failure.code === "captcha_required");
      if (wanted || shown) {
        setShown(true);
        setAnswer("");
        void state.load();
      }
    },
  };
}
