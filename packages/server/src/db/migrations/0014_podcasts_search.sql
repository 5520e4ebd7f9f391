ALTER TABLE "podcasts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "podcasts_search_idx" ON "podcasts" USING gin ("search_vector");
