CREATE TABLE "places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"region_id" text NOT NULL,
	"city_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_places" (
	"user_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_places_user_id_place_id_pk" PRIMARY KEY("user_id","place_id")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "place_id" uuid;--> statement-breakpoint
ALTER TABLE "user_places" ADD CONSTRAINT "user_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_places" ADD CONSTRAINT "user_places_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "places_city_name_key" ON "places" USING btree ("city_id","name_key");--> statement-breakpoint
CREATE INDEX "user_places_place_idx" ON "user_places" USING btree ("place_id","created_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_place_idx" ON "reports" USING btree ("place_id");