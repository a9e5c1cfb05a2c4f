CREATE TABLE "libraries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"buying" boolean DEFAULT false NOT NULL,
	"selling" boolean DEFAULT false NOT NULL,
	"trading" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_id" uuid NOT NULL,
	"reference_id" uuid,
	"oracle_id" uuid,
	"printing_key" text NOT NULL,
	"name" text NOT NULL,
	"set_code" text,
	"set_name" text,
	"collector_number" text,
	"image_urls" text[] DEFAULT '{}' NOT NULL,
	"type_line" text,
	"foil" boolean NOT NULL,
	"condition" text NOT NULL,
	"language" text NOT NULL,
	"price" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_cards" ADD CONSTRAINT "library_cards_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "libraries_owner_idx" ON "libraries" USING btree ("owner_id","buying");--> statement-breakpoint
CREATE UNIQUE INDEX "library_cards_line_key" ON "library_cards" USING btree ("library_id","printing_key","foil","condition","language");--> statement-breakpoint
CREATE INDEX "library_cards_reference_idx" ON "library_cards" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "library_cards_oracle_idx" ON "library_cards" USING btree ("oracle_id");