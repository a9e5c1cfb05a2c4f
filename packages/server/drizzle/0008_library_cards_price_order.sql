DROP INDEX "library_cards_oracle_idx";--> statement-breakpoint
DROP INDEX "library_cards_name_key_idx";--> statement-breakpoint
CREATE INDEX "library_cards_oracle_price_idx" ON "library_cards" USING btree ("oracle_id",(case when "price" ~ '^[0-9]+([.][0-9]+)?$' then "price"::numeric end));--> statement-breakpoint
CREATE INDEX "library_cards_name_key_price_idx" ON "library_cards" USING btree (split_part("printing_key", '|', 1),(case when "price" ~ '^[0-9]+([.][0-9]+)?$' then "price"::numeric end)) WHERE "library_cards"."oracle_id" is null;