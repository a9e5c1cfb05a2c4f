CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"library_card_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_digest" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "alert_max_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "alert_same_province" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_library_card_id_library_cards_id_fk" FOREIGN KEY ("library_card_id") REFERENCES "public"."library_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_match_key" ON "notifications" USING btree ("user_id","library_card_id") WHERE "notifications"."kind" = 'match';--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."kind" = 'match' and "notifications"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "library_cards_unlisted_oracle_idx" ON "library_cards" USING btree ("oracle_id") WHERE not "library_cards"."listed";--> statement-breakpoint
CREATE INDEX "library_cards_unlisted_name_key_idx" ON "library_cards" USING btree (split_part("printing_key", '|', 1)) WHERE not "library_cards"."listed" and "library_cards"."oracle_id" is null;