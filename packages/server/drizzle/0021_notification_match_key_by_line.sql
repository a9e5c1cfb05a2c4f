DROP INDEX "notifications_match_key";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_match_key" ON "notifications" USING btree ("library_card_id","user_id");