-- A library that sells and trades says both (issue 19): the owner's part of a result card lists
-- every operation the library offers (`transactionTypes`); `transactionType` stays the one a
-- reservation carries ('sale' when the library sells, also when it trades too).
CREATE FUNCTION offer_owner_json(region text, city text, selling boolean, trading boolean) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN json_ascii(',"ownerRegion":' || coalesce(to_json(region)::text, 'null')
    || ',"ownerCity":' || coalesce(to_json(city)::text, 'null')
    || ',"transactionType":' || CASE WHEN selling THEN '"sale"' ELSE '"trade"' END
    || ',"transactionTypes":' || CASE
      WHEN selling AND trading THEN '["sale","trade"]'
      WHEN selling THEN '["sale"]'
      ELSE '["trade"]' END);--> statement-breakpoint
UPDATE "library_cards" c
  SET "offer_owner" = offer_owner_json(p."region", p."city", l."selling", l."trading")
  FROM "libraries" l LEFT JOIN "user_profiles" p ON p."user_id" = l."owner_id"
  WHERE l."id" = c."library_id";--> statement-breakpoint
DROP FUNCTION offer_owner_json(text, text, boolean);
