CREATE TABLE "banking_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banking_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_topic" text NOT NULL,
	"date" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency_type" text NOT NULL,
	"direction" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"counterparty" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banking_direction_ck" CHECK ("banking_records"."direction" in ('income', 'expense')),
	CONSTRAINT "banking_amount_ck" CHECK ("banking_records"."amount_minor" >= 0),
	CONSTRAINT "banking_currency_ck" CHECK ("banking_records"."currency_type" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "brand_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_topic" text NOT NULL,
	"brand_id" integer NOT NULL,
	"brand_slug" text NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"item_slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_minor" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"rating" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"marketplace_url" text,
	"external_id" text,
	"is_category" boolean DEFAULT false NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"seo_keywords" text,
	"seo_locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(brand_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "brand_items_rating_ck" CHECK ("brand_items"."rating" is null or ("brand_items"."rating" >= 0 and "brand_items"."rating" <= 5)),
	CONSTRAINT "brand_items_price_ck" CHECK ("brand_items"."price_minor" is null or "brand_items"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_topic" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"is_category" boolean DEFAULT false NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"search_term" text,
	"seo_title" text,
	"seo_description" text,
	"seo_keywords" text,
	"seo_locked" boolean DEFAULT false NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"last_crawled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"website_topic" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role_ck" CHECK ("chat_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"website_topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crawl_runs" (
	"session_id" text PRIMARY KEY NOT NULL,
	"website_topic" text NOT NULL,
	"mode" text NOT NULL,
	"terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_brands" integer DEFAULT 0 NOT NULL,
	"total_items" integer DEFAULT 0 NOT NULL,
	"crawled_brands" integer DEFAULT 0 NOT NULL,
	"crawled_items" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "podcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "podcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_topic" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audio_url" text,
	"embed_url" text,
	"image_url" text,
	"duration_seconds" integer,
	"published_at" timestamp with time zone,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"website_topic" text PRIMARY KEY NOT NULL,
	"domain" text,
	"title" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"primary_color" text DEFAULT '#1a2b5f' NOT NULL,
	"secondary_color" text DEFAULT '#b0103a' NOT NULL,
	"contact_email" text,
	"marketplace_base_url" text,
	"marketplace_affiliate_tag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_config_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_topic" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"image_url" text,
	"summary_html" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"seo_keywords" text,
	"seo_locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary_html, '')), 'B') || setweight(to_tsvector('english', coalesce(body_html, '')), 'D')) STORED
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_topic" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('admin', 'user'))
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"website_topic" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"kind" text DEFAULT 'pageview' NOT NULL,
	"path" text NOT NULL,
	"target_url" text,
	"referrer" text,
	"device" text,
	"browser" text,
	"country" text,
	"region" text,
	"visitor_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits_daily" (
	"website_topic" text NOT NULL,
	"day" date NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"pageviews" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"outbound_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visits_daily_website_topic_day_country_region_pk" PRIMARY KEY("website_topic","day","country","region")
);
--> statement-breakpoint
ALTER TABLE "brand_items" ADD CONSTRAINT "brand_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_website_topic_site_config_website_topic_fk" FOREIGN KEY ("website_topic") REFERENCES "public"."site_config"("website_topic") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banking_topic_currency_date_idx" ON "banking_records" USING btree ("website_topic","currency_type","date");--> statement-breakpoint
CREATE INDEX "banking_topic_date_idx" ON "banking_records" USING btree ("website_topic","date");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_items_brand_slug_uq" ON "brand_items" USING btree ("brand_id","item_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_items_topic_external_uq" ON "brand_items" USING btree ("website_topic","external_id") WHERE "brand_items"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "brand_items_topic_brand_order_idx" ON "brand_items" USING btree ("website_topic","brand_slug","ordering");--> statement-breakpoint
CREATE INDEX "brand_items_topic_category_order_idx" ON "brand_items" USING btree ("website_topic","is_category","ordering");--> statement-breakpoint
CREATE INDEX "brand_items_brand_id_idx" ON "brand_items" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brand_items_search_idx" ON "brand_items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "brand_items_name_trgm_idx" ON "brand_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "brands_topic_slug_uq" ON "brands" USING btree ("website_topic","slug");--> statement-breakpoint
CREATE INDEX "brands_topic_category_order_idx" ON "brands" USING btree ("website_topic","is_category","ordering");--> statement-breakpoint
CREATE INDEX "brands_search_idx" ON "brands" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "chat_sessions_topic_idx" ON "chat_sessions" USING btree ("website_topic","updated_at");--> statement-breakpoint
CREATE INDEX "crawl_runs_topic_started_idx" ON "crawl_runs" USING btree ("website_topic","started_at");--> statement-breakpoint
CREATE INDEX "crawl_runs_status_idx" ON "crawl_runs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "podcasts_topic_rank_idx" ON "podcasts" USING btree ("website_topic","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "tips_topic_slug_uq" ON "tips" USING btree ("website_topic","slug");--> statement-breakpoint
CREATE INDEX "tips_topic_rank_idx" ON "tips" USING btree ("website_topic","rank");--> statement-breakpoint
CREATE INDEX "tips_search_idx" ON "tips" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "users_topic_email_uq" ON "users" USING btree ("website_topic","email");--> statement-breakpoint
CREATE INDEX "visits_topic_day_idx" ON "visits" USING btree ("website_topic","day");--> statement-breakpoint
CREATE INDEX "visits_topic_day_country_idx" ON "visits" USING btree ("website_topic","day","country","region");