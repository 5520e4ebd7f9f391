ALTER TABLE "media_assets" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "fallback" text DEFAULT 'jpeg' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_status_ck" CHECK ("media_assets"."status" in ('pending', 'ready', 'failed'));--> statement-breakpoint
CREATE TABLE "media_originals" (
	"asset_id" integer PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);--> statement-breakpoint
ALTER TABLE "media_originals" ADD CONSTRAINT "media_originals_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;
