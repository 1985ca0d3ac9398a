-- Names shown to members are stored per language (issue 11 item 14), like the notices, help and
-- VIP texts: a jsonb object {vi, en, zh, ja, th} read with `localized` (packages/contracts), which
-- falls back to vi, the brand default, for a missing language.

-- A room's name is descriptive ("Phòng Bình Dân" is the low-stakes room): stored per language.
alter table game_room alter column name type jsonb using jsonb_build_object('vi', name);

-- Game and vendor names stay one text where they are titles ("Golden Koi Deluxe", "Lotus Live");
-- a descriptive name ("Xổ số Việt", "Tài Xỉu Siêu Tốc") also gets its translations here. The
-- console keeps showing `name` / `display_name` (vi).
alter table game add column name_i18n jsonb check (name_i18n ? 'vi');
alter table game_vendor add column display_name_i18n jsonb check (display_name_i18n ? 'vi');

-- The deposit method's label is shown in the cashier in every language.
alter table deposit_method alter column name type jsonb using jsonb_build_object('vi', name);
update deposit_method
   set name = name || jsonb_build_object(
         'en', 'Bank transfer (VietQR)',
         'zh', '银行转账（VietQR）',
         'ja', '銀行振込（VietQR）',
         'th', 'โอนผ่านธนาคาร (VietQR)')
 where type = 'BANK_TRANSFER' and name ->> 'vi' = 'Chuyển khoản ngân hàng (VietQR)';
