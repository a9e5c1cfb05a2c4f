-- Written by npm run db:generate from packages/server/src/db/result-card-fields.ts.
ALTER TABLE "library_cards" DROP COLUMN "offer_card";--> statement-breakpoint
ALTER TABLE "library_cards" DROP COLUMN "offer_price";--> statement-breakpoint
DROP FUNCTION IF EXISTS offer_card_json;--> statement-breakpoint
CREATE FUNCTION offer_card_json(id uuid, reference_id uuid, name text, set_name text, set_code text, collector_number text, language text, condition text, foil boolean, quantity integer, image_urls text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN json_ascii('{"id":"' || id || '","images":' || to_json(image_urls) || ',"referenceId":' || coalesce('"' || reference_id || '"', 'null') || ',"cardName":' || to_json(name) || ',"setName":' || coalesce(to_json(coalesce(set_name, nullif(ltrim(coalesce(btrim(set_code), '') || coalesce(' #' || nullif(btrim(collector_number), ''), '')), '')))::text, 'null') || ',"language":' || to_json(language) || ',"condition":' || to_json(condition) || ',"foil":' || foil || ',"quantity":' || quantity);--> statement-breakpoint
DROP FUNCTION IF EXISTS offer_owner_json;--> statement-breakpoint
CREATE FUNCTION offer_owner_json(region text, city text, selling boolean, trading boolean) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN json_ascii(',"transactionTypes":' || CASE WHEN selling AND trading THEN '["sale","trade"]' WHEN selling THEN '["sale"]' ELSE '["trade"]' END || ',"transactionType":' || CASE WHEN selling THEN '"sale"' ELSE '"trade"' END || ',"ownerCity":' || coalesce(to_json(city)::text, 'null') || ',"ownerRegion":' || coalesce(to_json(region)::text, 'null'));--> statement-breakpoint
DROP FUNCTION IF EXISTS offer_price_json;--> statement-breakpoint
CREATE FUNCTION offer_price_json(library_id uuid, price text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ',"libraryId":"' || library_id || '","price":' || to_json(price);--> statement-breakpoint
UPDATE "library_cards" c SET "offer_owner" = offer_owner_json(p.region, p.city, l.selling, l.trading)
  FROM "libraries" l JOIN "users" u ON u."id" = l."owner_id"
    LEFT JOIN "user_profiles" p ON p."user_id" = u."id"
  WHERE l."id" = c."library_id";--> statement-breakpoint
ALTER TABLE "library_cards" ADD COLUMN "offer_card" text GENERATED ALWAYS AS (offer_card_json(id, reference_id, name, set_name, set_code, collector_number, language, condition, foil, quantity, image_urls)) STORED,
  ADD COLUMN "offer_price" text GENERATED ALWAYS AS (offer_price_json(library_id, price)) STORED;
