-- A listed line as the search answers it: a result card in four parts of JSON text,
-- written as the line or its owner changes (decision 014). Immutable: their arguments are uuid,
-- text, boolean, integer and text[], whose JSON depends on no setting. Each starts with the comma
-- that joins it to the part before, except the card's, which opens the object. The SQL ones are
-- simple enough for PostgreSQL to inline (a call of a SQL function it cannot inline costs ~50 µs).
-- Every character beyond ASCII is written as a \u escape (`json_ascii`): an answer of ASCII
-- text is read and written by the server as one byte a character, where one accent made all of
-- it two.
CREATE FUNCTION json_ascii(value text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
  IF octet_length(value) = char_length(value) THEN
    RETURN value;
  END IF;
  RETURN (SELECT string_agg(CASE
      WHEN ascii(ch) < 128 THEN ch
      WHEN ascii(ch) < 65536 THEN '\u' || lpad(to_hex(ascii(ch)), 4, '0')
      -- Beyond the first plane: a UTF-16 surrogate pair, as JSON has it.
      ELSE '\u' || to_hex(55296 + ((ascii(ch) - 65536) >> 10))
        || '\u' || to_hex(56320 + ((ascii(ch) - 65536) & 1023))
    END, '' ORDER BY n)
  FROM unnest(string_to_array(value, NULL)) WITH ORDINALITY AS c(ch, n));
END $$;--> statement-breakpoint
CREATE FUNCTION offer_card_json(id uuid, reference_id uuid, name text, set_name text, language text,
    condition text, foil boolean, quantity integer, image_urls text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN json_ascii('{"id":"' || id || '","referenceId":' || coalesce('"' || reference_id || '"', 'null')
    || ',"cardName":' || to_json(name) || ',"setName":' || coalesce(to_json(set_name)::text, 'null')
    || ',"language":' || to_json(language) || ',"condition":' || to_json(condition)
    || ',"foil":' || foil || ',"quantity":' || quantity || ',"images":' || to_json(image_urls));--> statement-breakpoint
-- The member's fields of the card; the reference price's source and date are the client's lookup.
-- ASCII already: an id, and a price that is a decimal or 'ck'.
CREATE FUNCTION offer_price_json(library_id uuid, price text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ',"libraryId":"' || library_id || '","price":' || to_json(price)
    || ',"priceSource":null,"priceUpdatedAt":null';--> statement-breakpoint
-- A selling library sells (also when it trades too: the card has a price); otherwise it trades.
CREATE FUNCTION offer_owner_json(region text, city text, selling boolean) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN json_ascii(',"ownerRegion":' || coalesce(to_json(region)::text, 'null')
    || ',"ownerCity":' || coalesce(to_json(city)::text, 'null')
    || ',"transactionType":' || CASE WHEN selling THEN '"sale"' ELSE '"trade"' END);--> statement-breakpoint
CREATE FUNCTION offer_seller_json(username text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN json_ascii(',"ownerUser":' || coalesce(to_json(username)::text, 'null'));--> statement-breakpoint
ALTER TABLE "library_cards"
  ADD COLUMN "offer_card" text GENERATED ALWAYS AS (offer_card_json(id, reference_id, name, set_name, language, condition, foil, quantity, image_urls)) STORED,
  ADD COLUMN "offer_price" text GENERATED ALWAYS AS (offer_price_json(library_id, price)) STORED,
  ADD COLUMN "offer_owner" text,
  ADD COLUMN "offer_seller" text;--> statement-breakpoint
-- The lines already written: their owner's parts (modules/libraries/listing.ts keeps them after).
UPDATE "library_cards" c
  SET "offer_owner" = offer_owner_json(p."region", p."city", l."selling"),
      "offer_seller" = offer_seller_json(u."username")
  FROM "libraries" l JOIN "users" u ON u."id" = l."owner_id"
    LEFT JOIN "user_profiles" p ON p."user_id" = u."id"
  WHERE l."id" = c."library_id";--> statement-breakpoint
ALTER TABLE "library_cards"
  ALTER COLUMN "offer_owner" SET NOT NULL,
  ALTER COLUMN "offer_seller" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_active_card_idx" ON "reservations" USING btree ("card_id") WHERE not "reservations"."sold" and not "reservations"."disabled";
