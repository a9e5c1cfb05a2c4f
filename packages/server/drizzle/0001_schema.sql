CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"status" text,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "page_view_counts" (
	"path" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_counts_path_day_pk" PRIMARY KEY("path","day")
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_check_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_departments" (
	"province_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "geo_departments_province_id_id_pk" PRIMARY KEY("province_id","id")
);
--> statement-breakpoint
CREATE TABLE "geo_fetches" (
	"list" text PRIMARY KEY NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_provinces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"keep_session" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"country" text NOT NULL,
	"country_id" integer NOT NULL,
	"region" text NOT NULL,
	"region_id" text,
	"city" text NOT NULL,
	"city_id" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text,
	"email" text,
	"password_hash" text,
	"email_validated_at" timestamp with time zone,
	"pending_email" text,
	"tyc_accepted_at" timestamp with time zone,
	"tyc_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_mtgjson_uuids" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"printing_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_name_terms" (
	"term" text NOT NULL,
	"oracle_id" uuid NOT NULL,
	"start" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"popularity" integer,
	CONSTRAINT "card_name_terms_oracle_id_term_pk" PRIMARY KEY("oracle_id","term")
);
--> statement-breakpoint
CREATE TABLE "card_name_word_suffixes" (
	"word" text NOT NULL,
	"suffix" text NOT NULL,
	CONSTRAINT "card_name_word_suffixes_word_suffix_pk" PRIMARY KEY("word","suffix")
);
--> statement-breakpoint
CREATE TABLE "card_oracles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"face_names" text[] NOT NULL,
	"type_line" text NOT NULL,
	"popularity" integer,
	"default_printing_id" uuid
);
--> statement-breakpoint
CREATE TABLE "card_prices" (
	"printing_id" uuid PRIMARY KEY NOT NULL,
	"usd" numeric(12, 2),
	"usd_foil" numeric(12, 2),
	"eur" numeric(12, 2),
	"eur_foil" numeric(12, 2),
	"ck" numeric(12, 2),
	"ck_foil" numeric(12, 2),
	"scg" numeric(12, 2),
	"scg_foil" numeric(12, 2),
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_printings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oracle_id" uuid NOT NULL,
	"name" text NOT NULL,
	"face_names" text[] NOT NULL,
	"set_code" text NOT NULL,
	"collector_number" text NOT NULL,
	"language" text NOT NULL,
	"type_line" text NOT NULL,
	"finishes" text[] NOT NULL,
	"image_urls" text[] NOT NULL,
	"card_kingdom_id" text,
	"card_kingdom_foil_id" text,
	"card_kingdom_etched_id" text
);
--> statement-breakpoint
CREATE TABLE "card_sets" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"released_on" date,
	"type" text
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_mtgjson_uuids" ADD CONSTRAINT "card_mtgjson_uuids_printing_id_card_printings_id_fk" FOREIGN KEY ("printing_id") REFERENCES "public"."card_printings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_name_terms" ADD CONSTRAINT "card_name_terms_oracle_id_card_oracles_id_fk" FOREIGN KEY ("oracle_id") REFERENCES "public"."card_oracles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_prices" ADD CONSTRAINT "card_prices_printing_id_card_printings_id_fk" FOREIGN KEY ("printing_id") REFERENCES "public"."card_printings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_printings" ADD CONSTRAINT "card_printings_oracle_id_card_oracles_id_fk" FOREIGN KEY ("oracle_id") REFERENCES "public"."card_oracles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_printings" ADD CONSTRAINT "card_printings_set_code_card_sets_code_fk" FOREIGN KEY ("set_code") REFERENCES "public"."card_sets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_id_idx" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_disabled_at_idx" ON "users" USING btree ("disabled_at");--> statement-breakpoint
CREATE INDEX "card_name_terms_prefix_idx" ON "card_name_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "card_name_terms_popularity_idx" ON "card_name_terms" USING btree ("popularity","term","oracle_id");--> statement-breakpoint
CREATE INDEX "card_name_word_suffixes_idx" ON "card_name_word_suffixes" USING btree ("suffix" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "card_printings_oracle_idx" ON "card_printings" USING btree ("oracle_id");--> statement-breakpoint
CREATE INDEX "card_printings_set_number_idx" ON "card_printings" USING btree ("set_code","collector_number");--> statement-breakpoint
CREATE INDEX "card_printings_ck_idx" ON "card_printings" USING btree ("card_kingdom_id");--> statement-breakpoint
CREATE INDEX "card_printings_ck_foil_idx" ON "card_printings" USING btree ("card_kingdom_foil_id");