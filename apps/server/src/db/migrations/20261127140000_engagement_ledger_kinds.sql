-- Issue 15: the ledger accounts of the engagement domains, added in one place so that the
-- promotions, points, VIP and rewards modules each extend tables of their own only.
-- 'player_points' is a member's points balance (currency 'PTS', never below zero like every player
-- account); 'points_issuance' is the system side that points are issued from and redeemed into
-- (currency 'PTS', sharded by member like 'promotions'). Cash paid by engagement features (bonuses,
-- rebates, VIP bonuses, rewards, points converted to cash) comes from the existing 'promotions' accounts;
-- 'rewards_escrow' holds money set aside for a campaign (a red envelope's total) until it is paid
-- out or its remainder is refunded to 'promotions' at expiry.
alter table ledger_account drop constraint ledger_account_kind_check;
alter table ledger_account add constraint ledger_account_kind_check check (kind in (
  'player_main', 'player_vendor', 'player_withdrawal_hold', 'player_bonus', 'player_points',
  'house', 'vendor_clearing', 'deposit_clearing', 'withdrawal_payout',
  'adjustments', 'trial_funding', 'promotions', 'commissions', 'points_issuance', 'rewards_escrow'
));
