DROP INDEX "library_cards_unlisted_oracle_idx";--> statement-breakpoint
DROP INDEX "library_cards_unlisted_name_key_idx";--> statement-breakpoint
CREATE INDEX "library_cards_unlisted_oracle_idx" ON "library_cards" USING btree ("oracle_id","library_id","quantity") WHERE not "library_cards"."listed";--> statement-breakpoint
CREATE INDEX "library_cards_unlisted_name_key_idx" ON "library_cards" USING btree (split_part("printing_key", '|', 1),"library_id","quantity","printing_key") WHERE not "library_cards"."listed" and "library_cards"."oracle_id" is null;