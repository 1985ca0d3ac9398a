import { useCallback, useRef, useState } from "react";
import { CAPTCHA_REFRESH_MS, type CaptchaValue } from "@lotus/contracts/web";
import { getCaptcha } from "../api/get-captcha";
import { isThrottled } from "../utils/countdown";

/**
 * The image captcha (spec §4 Login 7): single use, so a new one is fetched after every
 * attempt; refreshing by hand is limited to once per CAPTCHA_REFRESH_MS.
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [cooling, setCooling] = useState(false);
  const lastLoad = useRef<number | null>(null);

  const load = useCallback(async () => {
    lastLoad.current = Date.now();
    setCooling(true);
    setTimeout(() => setCooling(false), CAPTCHA_REFRESH_MS);
    setLoading(true);
    setFailed(false);
    try {
      setCaptcha(await getCaptcha());
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  return {
    captcha,
    loading,
    failed,
    /** A manual refresh, ignored within CAPTCHA_REFRESH_MS of the previous image. */
    refresh() {
      if (isThrottled(lastLoad.current, Date.now(), CAPTCHA_REFRESH_MS)) return;
      void load();
    },
    refreshBlocked: loading || cooling,
    load,
  };
}
