CREATE TABLE "crawl_review" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crawl_review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_topic" text NOT NULL,
	"external_id" text NOT NULL,
	"brand_name" text NOT NULL,
	"item" jsonb NOT NULL,
	"session_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"website_topic" text NOT NULL,
	"item_id" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_credentials" (
	"website_topic" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"credential_version" text DEFAULT '2.1' NOT NULL,
	"marketplace" text DEFAULT 'www.amazon.com' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"job" text NOT NULL,
	"website_topic" text NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	CONSTRAINT "scheduled_jobs_job_website_topic_pk" PRIMARY KEY("job","website_topic")
);
--> statement-breakpoint
ALTER TABLE "brand_items" ADD COLUMN "price_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_items" ADD COLUMN "previous_price_minor" integer;--> statement-breakpoint
ALTER TABLE "brand_items" ADD COLUMN "price_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_items" ADD COLUMN "availability" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_items" ADD COLUMN "details_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "featured" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_runs" ADD COLUMN "report" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "marketplace_adapter" text DEFAULT 'pages' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "price_refresh_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "price_max_age_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "product_page_max_age_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_prices" ADD CONSTRAINT "item_prices_item_id_brand_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."brand_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_credentials" ADD CONSTRAINT "marketplace_credentials_website_topic_site_config_website_topic_fk" FOREIGN KEY ("website_topic") REFERENCES "public"."site_config"("website_topic") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crawl_review_topic_external_uq" ON "crawl_review" USING btree ("website_topic","external_id");--> statement-breakpoint
CREATE INDEX "crawl_review_topic_brand_idx" ON "crawl_review" USING btree ("website_topic","status","brand_name");--> statement-breakpoint
CREATE INDEX "item_prices_item_checked_idx" ON "item_prices" USING btree ("item_id","checked_at");--> statement-breakpoint
-- A price change keeps the price it replaced (a drop shows as a badge) and when it changed.
CREATE FUNCTION brand_items_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price_minor IS DISTINCT FROM OLD.price_minor OR NEW.currency IS DISTINCT FROM OLD.currency THEN
    NEW.previous_price_minor := CASE WHEN NEW.currency = OLD.currency THEN OLD.price_minor END;
    NEW.price_changed_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER brand_items_price_change BEFORE UPDATE OF price_minor, currency ON brand_items
  FOR EACH ROW EXECUTE FUNCTION brand_items_price_change();
--> statement-breakpoint
-- Price history: every new price (a first one, or a changed price or currency) is a row of
-- item_prices, written in the statement's own transaction whatever path changed it. Statement
-- triggers with transition tables, so a crawl's page of upserts records its prices in one insert.
CREATE FUNCTION item_prices_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO item_prices (website_topic, item_id, price_minor, currency)
    SELECT n.website_topic, n.id, n.price_minor, n.currency FROM new_rows n
    WHERE n.price_minor IS NOT NULL;
  ELSE
    INSERT INTO item_prices (website_topic, item_id, price_minor, currency)
    SELECT n.website_topic, n.id, n.price_minor, n.currency
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.price_minor IS NOT NULL
      AND (n.price_minor IS DISTINCT FROM o.price_minor OR n.currency IS DISTINCT FROM o.currency);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_prices_on_insert AFTER INSERT ON brand_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_prices_record();
--> statement-breakpoint
CREATE TRIGGER item_prices_on_update AFTER UPDATE ON brand_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_prices_record();
--> statement-breakpoint
-- The prices items have now start their history.
INSERT INTO item_prices (website_topic, item_id, price_minor, currency, checked_at)
SELECT website_topic, id, price_minor, currency, updated_at FROM brand_items WHERE price_minor IS NOT NULL;
