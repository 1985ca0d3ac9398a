import { PATHS, type CaptchaValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";

/** A fresh single-use image captcha (spec §7): the PNG as base64 and the id to answer it with. */
export const getCaptcha = (signal?: AbortSignal) => apiGet<CaptchaValue>(PATHS.captcha, {}, signal);

export const captchaImageSrc = (captcha: CaptchaValue) => `data:image/png;base64,${captcha.image}`;
