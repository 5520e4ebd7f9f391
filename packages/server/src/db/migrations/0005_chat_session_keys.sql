-- Sessions made before the server issued keys get an empty hash, which no key matches:
-- they stay in the table but can no longer be opened (their ids were chosen by clients).
ALTER TABLE "chat_sessions" ADD COLUMN "key_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ALTER COLUMN "key_hash" DROP DEFAULT;
