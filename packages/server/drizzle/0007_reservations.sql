CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid,
	"library_id" uuid,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"transaction_type" text NOT NULL,
	"card_name" text NOT NULL,
	"set_name" text,
	"image_urls" text[] DEFAULT '{}' NOT NULL,
	"price" text NOT NULL,
	"foil" boolean NOT NULL,
	"reference_id" uuid,
	"responded" boolean DEFAULT false NOT NULL,
	"sold" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"buyer_new" boolean DEFAULT true NOT NULL,
	"seller_new" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_card_id_library_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."library_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_buyer_idx" ON "reservations" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_seller_idx" ON "reservations" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_card_idx" ON "reservations" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "reservations_library_idx" ON "reservations" USING btree ("library_id");--> statement-breakpoint
CREATE INDEX "reservations_unanswered_idx" ON "reservations" USING btree ("created_at") WHERE not "reservations"."sold" and not "reservations"."disabled" and not "reservations"."responded";