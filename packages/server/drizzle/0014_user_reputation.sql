-- Reputation without escrow (issue 20): each account's record as a trading party, counted from
-- the reservations so far; from now on the transaction that changes a reservation keeps it.
-- Cancellations before migration 0013 have no actor and count for nobody; an expiry is an
-- unanswered reservation cancelled by nobody at least 7 days (the default RESERVATION_TTL_DAYS)
-- after it was made.
CREATE TABLE "user_reputation" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL,
	"expirations" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_reputation" ADD CONSTRAINT "user_reputation_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "user_reputation" ("user_id", "deliveries", "purchases", "cancellations", "expirations")
SELECT u."id",
  (SELECT count(*) FROM "reservations" r WHERE r."seller_id" = u."id" AND r."sold"),
  (SELECT count(*) FROM "reservations" r WHERE r."buyer_id" = u."id" AND r."sold"),
  (SELECT count(*) FROM "reservations" r WHERE r."cancelled_by" = u."id" AND r."responded"),
  (SELECT count(*) FROM "reservations" r
     WHERE r."seller_id" = u."id" AND r."disabled" AND r."cancelled_by" IS NULL AND NOT r."responded"
       AND r."cancelled_at" >= r."created_at" + interval '7 days')
FROM "users" u
WHERE EXISTS (SELECT 1 FROM "reservations" r WHERE r."seller_id" = u."id" OR r."buyer_id" = u."id");
