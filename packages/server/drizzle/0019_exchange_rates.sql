CREATE TABLE "exchange_rates" (
	"day" date PRIMARY KEY NOT NULL,
	"ars_per_usd" numeric(12, 2) NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
