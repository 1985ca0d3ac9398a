-- One name per concept (issue 12): a vendor is known by its vendor code everywhere in the database
-- and the server. `vassalage` is the spec's wire word for it; it stays in the wire schemas only.
-- Renames keep the data, the references of game, game_room, game_round and vendor_transaction
-- (they point at the column, not at its name) and the unique index.
alter table game_vendor rename column vassalage to vendor_code;
alter index game_vendor_vassalage_key rename to game_vendor_vendor_code_key;

-- Spec §3: isGame = VASSALAGE (a wire value) marks an entry that opens the vendor's own game list.
alter table game rename column is_vassalage to opens_game_list;
