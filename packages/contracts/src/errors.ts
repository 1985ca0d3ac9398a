/**
 * The error catalogue (spec §8): every failure carries one of these stable codes and
 * the HTTP status it maps to. Messages are localized by the server from its catalogues.
 */
export const errorStatus = {
  ok: 200,
  validation_failed: 400,
  unsupported_language: 400,
  not_found: 404,
  route_not_found: 404,
  please_login_first: 401,
  forbidden: 403,
  region_restricted: 403,
  maintenance: 503,
  too_many_requests: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  system_error: 500,
  /** The database (or another part the call needs) does not answer; retried by the client later. */
  service_unavailable: 503,
  /** A text field holds control characters, lone surrogates or (in names) invisible/bidi characters. */
  text_invalid: 400,
  /** The client did not send its request in time (slow or stalled connection). */
  request_timeout: 408,
  /** The request line or headers (e.g. a huge query string) exceed what the server reads. */
  headers_too_large: 431,
  /* Accounts (spec §8) */
  invalid_credentials: 401,
  captcha_required: 400,
  captcha_invalid: 400,
  captcha_too_frequent: 429,
  human_verification_required: 400,
  too_many_attempts: 429,
  account_disabled: 403,
  member_no_enter: 403,
  error_not_agent: 403,
  need_real_account: 403,
  password_change_required: 403,
  session_expired: 401,
  encryption_invalid: 400,
  registration_closed: 403,
  free_play_disabled: 403,
  login_method_disabled: 403,
  username_taken: 409,
  mobile_taken: 409,
  email_taken: 409,
  invalid_username: 422,
  invalid_password: 422,
  invalid_email: 422,
  invalid_payee_name: 422,
  invalid_mobile: 422,
  invalid_field: 422,
  field_required: 422,
  password_mismatch: 422,
  terms_not_agreed: 422,
  age_not_confirmed: 422,
  invitation_code_error: 422,
  verification_code_invalid: 400,
  verification_code_expired: 400,
  verification_code_exhausted: 429,
  sms_too_frequent: 429,
  old_password_wrong: 400,
  password_unchanged: 422,
  payment_password_wrong: 400,
  second_verification_failed: 400,
  second_verification_expired: 401,
  reauth_required: 401,
  totp_invalid: 400,
  totp_not_enrolled: 409,
  totp_already_enabled: 409,
  birthday_locked: 409,
  payee_name_locked: 409,
  reset_link_invalid: 400,
  oauth_failed: 400,
  oauth_provider_disabled: 404,
  delivery_failed: 502,
  in_been_out: 200,
  /* Money (issue 4) */
  insufficient_balance: 409,
  idempotency_conflict: 409,
  amount_below_minimum: 422,
  amount_above_maximum: 422,
  withdraw_daily_limit: 422,
  payment_password_not_set: 409,
  payee_name_required: 409,
  bank_account_name_mismatch: 422,
  bank_account_exists: 409,
  bank_account_limit: 409,
  method_unavailable: 409,
  order_not_found: 404,
  order_state_invalid: 409,
  wallet_not_found: 404,
  wallet_transfer_invalid: 422,
  image_too_large: 413,
  too_many_images: 422,
  image_type_invalid: 415,
  proof_required: 422,
  remaining_amount_invalid: 422,
  webhook_signature_invalid: 401,
  webhook_timestamp_invalid: 401,
  operator_login_failed: 401,
  /* Member state and operator accounts (issue 11) */
  /** The account is frozen: it may log in and look, but no money moves (deposit, withdrawal, transfer, bet). */
  account_frozen: 403,
  /** The account is closed for good. */
  account_closed: 403,
  /** The member's state does not allow that change (e.g. unfreeze an account that is not frozen, any change of a closed one). */
  member_state_invalid: 409,
  operator_exists: 409,
  /** The change would leave the console without an active admin. */
  operator_last_admin: 409,
  /** An operator cannot disable or demote themself. */
  operator_self: 409,
  /* Games (issue 5) */
  game_not_found: 404,
  game_maintenance: 409,
  vendor_unavailable: 503,
  favorites_limit: 409,
  vendor_unknown: 404,
  vendor_signature_invalid: 401,
  vendor_timestamp_invalid: 401,
  vendor_token_invalid: 401,
  vendor_bet_rolled_back: 409,
  vendor_rollback_mismatch: 409,
  vendor_round_closed: 409,
  vendor_round_unknown: 404,
  /* Agents (issue 13) */
  /** An id outside the caller's team (nothing about it is read or changed). */
  agent_not_in_team: 404,
  /** A transfer goes only to a direct downline or to the direct upline. */
  agent_transfer_not_direct: 422,
  agent_transfer_no_upline: 409,
  agent_transfer_daily_limit: 422,
  agent_link_not_found: 404,
  agent_link_limit: 409,
  /* Agents in the console (issue 13 item 7) */
  /** Only a plain member (isAgent 0, not closed) becomes an agent or affiliate partner. */
  agent_promote_invalid: 409,
  /** The affiliate application was already approved or rejected. */
  agent_application_reviewed: 409,
  /** The statement or settlement run is not in a state that allows this step (hold, release, pay). */
  agent_settlement_state_invalid: 409,
  /** A cap or a house contract's rate above what the rules allow (cap above 100 %, offer above the cap). */
  agent_cap_exceeded: 422,
  /* Agent contracts (issue 13, H2) */
  /** The contract does not exist or the caller is not a party to it (nothing read). */
  contract_not_found: 404,
  /** An offer above the upline's own rate of that kind (or the operator's cap for a top agent). */
  contract_rate_above_own: 422,
  /** The state machine refuses the action for this caller and status (only the named party acts). */
  contract_action_refused: 409,
  /** Terms that do not fit the kind (tiers not ascending, rates above 100 %, missing fields). */
  contract_terms_invalid: 422,
  /** A contract is offered only to a direct downline. */
  contract_downline_not_direct: 422,
  /* Lottery (issue 14) */
  lottery_game_not_found: 404,
  lottery_draw_not_found: 404,
  lottery_draw_closed: 409,
  lottery_number_full: 409,
  lottery_member_cap: 422,
  lottery_bet_type_unavailable: 422,
  lottery_bad_numbers: 422,
  lottery_duplicate_numbers: 422,
  /** Đá 2 đài without a valid second station (same region and day, open), or a partner on another bet. */
  lottery_partner_invalid: 422,
  lottery_units_invalid: 422,
  lottery_draw_state_invalid: 409,
  lottery_result_invalid: 422,
  lottery_maker_checker: 409,
  /* Fortune (issue 15: red envelopes, lucky wheel) */
  fortune_campaign_not_found: 404,
  /** The envelope's rain window is not open (not started, over, or ended by an operator). */
  fortune_envelope_closed: 409,
  /** Every packet of the envelope was taken. */
  fortune_envelope_empty: 409,
  /** The member's deposits or valid bet over the look-back window do not reach the campaign's tier. */
  fortune_not_eligible: 403,
  /** The wheel campaign is disabled, not started or over. */
  fortune_wheel_closed: 409,
  /** No ticket left for this wheel. */
  fortune_no_ticket: 409,
  /** The split or prize table cannot be made (packets, minimum, total, weights). */
  fortune_rules_invalid: 422,
  /** An enabled wheel's prize table is frozen: disable it first. */
  fortune_wheel_locked: 409,
  fortune_spin_not_found: 404,
  fortune_member_not_found: 404,
  /* Points (issue 15) */
  points_goods_not_found: 404,
  points_stock_exhausted: 409,
  points_insufficient: 422,
  points_address_invalid: 422,
  points_phone_invalid: 422,
  points_exchange_not_found: 404,
  /** Only an applying exchange is reviewed; approved and rejected are final. */
  points_exchange_reviewed: 409,
  /** A conversion below the minimum, not a whole multiple of the rate, or while conversion is off. */
  points_convert_invalid: 422,
  /** A rate table with a zero rate or a conversion rate of zero. */
  points_rates_invalid: 422,
  /* Promotions (issue 15) */
  promotion_grant_not_found: 404,
  /** A bonus converts to real money only once its wagering requirement is met. */
  promotion_grant_not_met: 409,
  promotion_not_found: 404,
  /** The promotion has not started, is over, or no longer takes new members. */
  promotion_not_open: 409,
  /** An eligibility rule of the promotion fails for the member (params.rule names it). */
  promotion_not_eligible: 403,
  /** The promotion is not taken part in this way (e.g. a claim on a promotion one applies to). */
  promotion_action_invalid: 409,
  /** The member already joined, applied to or claimed it (in this period). */
  promotion_already_taken: 409,
  promotion_code_invalid: 404,
  /** An image id is not one of the member's unused uploads. */
  promotion_images_invalid: 422,
  promotion_application_not_found: 404,
  /** The application was already approved or rejected. */
  promotion_application_reviewed: 409,
  /** The template's parameters do not fit it (a deposit match without a percent, a code on another template…). */
  promotion_params_invalid: 422,
  /** The promotion chosen for a deposit is not a deposit match open to the member for this deposit. */
  deposit_promotion_invalid: 422,
  /** A bonus grant is active: the withdrawal is refused unless the member forfeits it explicitly. */
  withdraw_bonus_active: 409,
  /** The stake is above the max bet of the active bonus grant. */
  bonus_max_bet: 422,
  /* Rewards (issue 15: reward centre, missions, races) */
  /** No reward of this member has this id (another member's id answers the same). */
  reward_not_found: 404,
  /** The reward's claim period is over (it lapsed; no money moved). */
  reward_expired: 409,
  mission_not_found: 404,
  /** The mission's target is not met in this period yet. */
  mission_not_met: 409,
  race_not_found: 404,
  /* VIP (issue 15) */
  /** No level of the ladder has this number. */
  vip_level_not_found: 404,
  /** A level's requirements must lie between the previous level's and the next one's (the ladder climbs). */
  vip_requirements_order: 422,
  /* Chat room (issue 16) */
  /** No chat room has this name. */
  chat_room_not_found: 404,
  /** A message needs text or a shared ticket. */
  chat_message_empty: 422,
  /** A message is too long (at most the brand's limit, in characters). */
  chat_too_long: 422,
  /** One message per second per member. */
  chat_too_fast: 429,
  /** The same message at most twice within 10 seconds. */
  chat_duplicate: 429,
  /** Trial (free-play) accounts read the chat but do not post. */
  chat_trial_read_only: 403,
  /** The brand's deposit / valid-bet rule for posting is not met yet. */
  chat_not_eligible: 403,
  /** An operator muted this member until a time. */
  chat_muted: 403,
  /** An operator muted this member until the mute is lifted. */
  chat_muted_permanent: 403,
  /** An operator muted the whole room: members read, nobody posts. */
  chat_room_muted: 403,
  /** No lottery ticket of this member has this id. */
  chat_ticket_not_found: 404,
  /** No chat message has this id. */
  chat_message_not_found: 404,
  /** No member has this account name. */
  chat_member_not_found: 404,
  /* Messages (issue 16 item 1) */
  /** No message of this member has this id (another member's id, or a deleted one, answers the same). */
  message_not_found: 404,
  /** The account named as recipient (a member, or the agent of a team) does not exist or is not an agent. */
  message_recipient_not_found: 404,
  /** The segment chosen has no member to receive the message; nothing was sent. */
  message_segment_empty: 409,
  /** The Vietnamese title and body are required (other languages fall back to them). */
  message_text_required: 422,
  /** The template is unknown or its parameters do not match it. */
  message_template_invalid: 422,
  /* Responsible gaming (issue 16 item 6) */
  /** A time-out runs until params.until: no bets, lottery, transfers to games, deposits or bonuses. */
  protection_timeout: 403,
  /** A self-exclusion runs until params.until ("permanent" for good): only withdrawals and records. */
  protection_self_excluded: 403,
  /** The deposit would pass a deposit limit (params: limit, remaining, hours of the rolling window). */
  protection_deposit_limit: 409,
  /** The stake would pass a wager limit (params: limit, remaining, hours). */
  protection_wager_limit: 409,
  /** The stake could pass a loss limit (params: limit, remaining, hours). */
  protection_loss_limit: 409,
  /** The session-time limit of a window is used up (params: limit minutes, hours). */
  protection_session_limit: 409,
  /** A raised limit can be confirmed only 24 h after the request (params.from). */
  protection_raise_waiting: 409,
  /** There is no pending raise of this limit. */
  protection_no_pending: 404,
  /** A time-out or self-exclusion is running already. */
  protection_already_blocked: 409,
  /** Reopening needs a self-exclusion that has ended (and one request only). */
  protection_reopen_invalid: 409,
  /* Support (issue 16 items 3 and 4: feedback and complaints, the customer-service chat) */
  /** No feedback of this member has this id (another member's id answers the same). */
  feedback_not_found: 404,
  /** The content's length is outside the operator's bounds (params: min, max characters). */
  feedback_content_length: 422,
  /** The ticket's state does not allow this (e.g. answering a closed ticket, closing an open one). */
  feedback_state_invalid: 409,
  /** The reopen window after the answer has passed (params.days). */
  feedback_reopen_expired: 409,
  /** An image id is not one of the member's own uploaded images still unattached. */
  feedback_image_invalid: 422,
  /** One customer-service chat message per second. */
  support_chat_too_fast: 429,
  /** A chat message longer than the operator's limit (params.max characters). */
  support_chat_too_long: 422,
  support_chat_not_found: 404,
  /** The conversation is closed: a member's next message opens a new one, an operator cannot reply. */
  support_chat_closed: 409,
  /* Know your customer (issue 16 item 7) */
  /** A withdrawal of this amount or count needs a verified mobile number (tier 1, the security centre). */
  kyc_phone_required: 403,
  /** A withdrawal of this amount or count needs the identity verified (tier 2: ID number and images). */
  kyc_identity_required: 403,
  /** A withdrawal of this amount or count needs the address verified (tier 3: proof of address). */
  kyc_address_required: 403,
  /** The level needs the one below it first (params.tier: the tier to reach first). */
  kyc_level_order: 409,
  /** A submission of this level is waiting for review already, or the level is verified. */
  kyc_submission_exists: 409,
  /** A document id is not one of the member's own uploaded images still unsent (or the same image twice). */
  kyc_document_invalid: 422,
  /** Too many uploaded images not sent yet (params.max). */
  kyc_too_many_documents: 429,
  kyc_submission_not_found: 404,
  /** The submission was reviewed already. */
  kyc_already_reviewed: 409,
  /* Content pages and announcements (issue 16 items 2 and 5) */
  /** No content page has this slug, or it has no published text. */
  content_page_not_found: 404,
  /** The version is not one of this page's versions in this language. */
  content_version_not_found: 404,
  /** A link of the text goes somewhere other than a site path, https, mailto or tel (params.href). */
  content_markup_invalid: 422,
  notice_not_found: 404,
  /** The notice's end is not after its start. */
  notice_schedule_invalid: 422,
  /** The agent named for the team does not exist or is not an agent. */
  notice_agent_not_found: 404,
  /** VIP levels or an agent's team can only narrow a notice for logged-in members. */
  notice_targeting_invalid: 422,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorStatus, code);
}
