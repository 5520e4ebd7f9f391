CREATE TABLE "search_words" (
	"website_topic" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_website_topic_word_pk" PRIMARY KEY("website_topic","word")
);
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("website_topic","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brand_items_name_search_idx" ON "brand_items" USING gin (to_tsvector('english', "name" || ' ' || "brand_name"));--> statement-breakpoint
CREATE INDEX "brand_items_name_prefix_idx" ON "brand_items" USING btree ("website_topic",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "brands_name_search_idx" ON "brands" USING gin (to_tsvector('english', "name"));--> statement-breakpoint
CREATE INDEX "brands_name_prefix_idx" ON "brands" USING btree ("website_topic",lower("name") text_pattern_ops);