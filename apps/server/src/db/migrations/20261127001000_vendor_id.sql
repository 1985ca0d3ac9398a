-- One name per concept (issue 12): a vendor's number is its id. `accountTypeId` is the spec's wire
-- word for it; it stays in the wire schemas only. The rename keeps the data and the primary key.
alter table game_vendor rename column account_type_id to id;
