-- Country names in the phone field follow the language too, read with `localized` like the other
-- names stored per language (the seed writes the translations).
alter table country alter column name type jsonb using jsonb_build_object('vi', name);
