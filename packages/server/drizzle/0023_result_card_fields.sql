-- Written by npm run db:generate from packages/server/src/db/result-card-fields.ts.
ALTER TABLE "library_cards" DROP COLUMN "offer_card";--> statement-breakpoint
DROP FUNCTION IF EXISTS offer_card_json;--> statement-breakpoint
CREATE FUNCTION offer_card_json(id uuid, reference_id uuid, name text, set_name text, set_code text, collector_number text, language text, condition text, foil boolean, quantity integer, image_urls text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN json_ascii('{"id":"' || id || '","referenceId":' || coalesce('"' || reference_id || '"', 'null') || ',"cardName":' || to_json(name) || ',"setName":' || coalesce(to_json(coalesce(set_name, nullif(ltrim(coalesce(btrim(set_code), '') || coalesce(' #' || nullif(btrim(collector_number), ''), '')), '')))::text, 'null') || ',"language":' || to_json(language) || ',"condition":' || to_json(condition) || ',"foil":' || foil || ',"quantity":' || quantity || ',"images":' || to_json(image_urls));--> statement-breakpoint
ALTER TABLE "library_cards" ADD COLUMN "offer_card" text GENERATED ALWAYS AS (offer_card_json(id, reference_id, name, set_name, set_code, collector_number, language, condition, foil, quantity, image_urls)) STORED;
