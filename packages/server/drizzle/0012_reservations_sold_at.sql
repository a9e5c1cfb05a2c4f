-- Contacts only while a deal is alive (issue 20): a sold reservation keeps the parties' contacts
-- visible 30 days after the delivery was confirmed, so the moment is kept. Reservations sold
-- before this migration were last changed when they were sold.
ALTER TABLE "reservations" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
UPDATE "reservations" SET "sold_at" = "updated_at" WHERE "sold";
