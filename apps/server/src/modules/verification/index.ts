/**
 * The verification module's public surface: one-time codes and tickets, authenticator codes,
 * the image captcha, the human check (proof of work), and SMS / e-mail delivery with the demo
 * outbox. It imports no account code: whoever asks for a code says for whom.
 */
export {
  consumeCode,
  failTicket,
  issueCode,
  issueTicket,
  readTicket,
  type ConsumedSecret,
  type Flow,
  type IssuedCode,
} from "./codes.ts";
export { newTotpSecret, totpStep, totpUri } from "../../lib/totp.ts";
export { CAPTCHA_TTL_MINUTES, checkCaptcha, createCaptcha, storeCaptchaAnswer } from "./captcha.ts";
export {
  createHumanChallenge,
  humanVerifier,
  verifyHumanSolution,
  type HumanDeps,
  type HumanVerifier,
} from "./human.ts";
export { spendToken, type SpentTokenKind } from "./human.repository.ts";
export { ALTCHA_TTL_MINUTES } from "./altcha.ts";
export {
  closeDelivery,
  createDelivery,
  deliveryOf,
  outboxChannels,
  sendCode,
  sendMail,
  type Delivery,
  type MailMessage,
  type MailSender,
  type OutboxChannel,
  type SmsSender,
} from "./delivery.ts";
export { EsmsSmsSender, SmtpMailSender, OutboxMailSender, OutboxSmsSender } from "./delivery-providers.ts";
export { findBrandName } from "./delivery.repository.ts";
export { deliveryRoutes } from "./delivery.routes.ts";
