CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors_daily" (
	"website_topic" text NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"entry_path" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"pageviews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visitors_daily_website_topic_day_visitor_hash_pk" PRIMARY KEY("website_topic","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "visits_daily_top" (
	"website_topic" text NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visits_daily_top_website_topic_day_dimension_value_pk" PRIMARY KEY("website_topic","day","dimension","value")
);
--> statement-breakpoint
-- Nothing wrote visits before this migration; any stray row gets the "unknown place" value.
UPDATE "visits" SET "country" = coalesce("country", ''), "region" = coalesce("region", '') WHERE "country" IS NULL OR "region" IS NULL;--> statement-breakpoint
ALTER TABLE "visits" ALTER COLUMN "country" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "visits" ALTER COLUMN "country" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ALTER COLUMN "region" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "visits" ALTER COLUMN "region" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "visitors_daily_topic_day_seen_idx" ON "visitors_daily" USING btree ("website_topic","day","first_seen_at");--> statement-breakpoint
CREATE INDEX "visitors_daily_topic_day_place_idx" ON "visitors_daily" USING btree ("website_topic","day","country","region");