CREATE TABLE "card_price_history" (
	"printing_id" uuid NOT NULL,
	"finish" text NOT NULL,
	"day" date NOT NULL,
	"usd" numeric(12, 2) NOT NULL,
	CONSTRAINT "card_price_history_printing_id_finish_day_pk" PRIMARY KEY("printing_id","finish","day"),
	CONSTRAINT "card_price_history_finish" CHECK ("card_price_history"."finish" in ('normal', 'foil'))
);
--> statement-breakpoint
ALTER TABLE "card_price_history" ADD CONSTRAINT "card_price_history_printing_id_card_printings_id_fk" FOREIGN KEY ("printing_id") REFERENCES "public"."card_printings"("id") ON DELETE no action ON UPDATE no action;