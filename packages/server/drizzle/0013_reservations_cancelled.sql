-- Limits that stop harvesting (issue 20): who cancelled a reservation and when, so a buyer who
-- cancelled 5 in a day waits, and the reputation counts cancellations by each person. Rows
-- cancelled before this migration keep no actor; their moment is their last change.
ALTER TABLE "reservations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "reservations" SET "cancelled_at" = "updated_at" WHERE "disabled";
