-- A line's price in dollars of the day (docs/product/notifications.md#pesos): the search orders
-- by it and the alerts compare it. A dollar price is its own decimal; pesos ('ARS 15000') are
-- divided by the newest rate in exchange_rates (null while there is none: after every number,
-- like 'ck'). One function says it; the trigger applies it whenever a price is written, and
-- modules/exchange-rates applies it again to every peso line when a new rate is stored.
DROP INDEX "library_cards_listed_oracle_price_idx";--> statement-breakpoint
DROP INDEX "library_cards_listed_name_key_price_idx";--> statement-breakpoint
ALTER TABLE "library_cards" ADD COLUMN "price_usd" numeric(12, 2);--> statement-breakpoint
CREATE FUNCTION library_price_usd(price text) RETURNS numeric
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN CASE
    WHEN price ~ '^[0-9]+([.][0-9]+)?$' THEN price::numeric
    WHEN price ~ '^ARS [0-9]+$' THEN round(substr(price, 5)::numeric
      / (SELECT ars_per_usd FROM exchange_rates ORDER BY day DESC LIMIT 1), 2)
  END;--> statement-breakpoint
CREATE FUNCTION library_cards_price_usd() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_usd := library_price_usd(NEW.price);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER library_cards_price_usd BEFORE INSERT OR UPDATE OF price ON library_cards
  FOR EACH ROW EXECUTE FUNCTION library_cards_price_usd();--> statement-breakpoint
UPDATE "library_cards" SET "price_usd" = library_price_usd("price");--> statement-breakpoint
CREATE INDEX "library_cards_listed_oracle_price_idx" ON "library_cards" USING btree ("oracle_id","price_usd","id") WHERE "library_cards"."listed";--> statement-breakpoint
CREATE INDEX "library_cards_listed_name_key_price_idx" ON "library_cards" USING btree (split_part("printing_key", '|', 1),"price_usd","id") WHERE "library_cards"."listed" and "library_cards"."oracle_id" is null;
