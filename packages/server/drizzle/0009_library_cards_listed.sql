DROP INDEX "library_cards_oracle_price_idx";--> statement-breakpoint
DROP INDEX "library_cards_name_key_price_idx";--> statement-breakpoint
ALTER TABLE "library_cards" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The lines already written: listed when in a sale or trade library of an active account.
UPDATE "library_cards" c SET "listed" = true FROM "libraries" l JOIN "users" u ON u."id" = l."owner_id"
  WHERE l."id" = c."library_id" AND NOT l."buying" AND (l."selling" OR l."trading") AND u."disabled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "library_cards_listed_oracle_price_idx" ON "library_cards" USING btree ("oracle_id",(case when "price" ~ '^[0-9]+([.][0-9]+)?$' then "price"::numeric end),"id") WHERE "library_cards"."listed";--> statement-breakpoint
CREATE INDEX "library_cards_listed_name_key_price_idx" ON "library_cards" USING btree (split_part("printing_key", '|', 1),(case when "price" ~ '^[0-9]+([.][0-9]+)?$' then "price"::numeric end),"id") WHERE "library_cards"."listed" and "library_cards"."oracle_id" is null;