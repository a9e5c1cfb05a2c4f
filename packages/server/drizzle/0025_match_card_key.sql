ALTER TABLE "notifications" ADD COLUMN "card_key" text;--> statement-breakpoint
-- The matches already written: their line's card, as modules/alerts/record-matches.ts writes it.
UPDATE "notifications" n SET "card_key" = coalesce(c."oracle_id"::text, split_part(c."printing_key", '|', 1))
  FROM "library_cards" c WHERE c."id" = n."library_card_id" AND n."kind" = 'match';--> statement-breakpoint
CREATE INDEX "notifications_match_card_idx" ON "notifications" USING btree ("user_id","card_key") WHERE "notifications"."kind" = 'match';
