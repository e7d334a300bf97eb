ALTER TABLE "user_tokens" ADD COLUMN "reusable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD COLUMN "last_used_at" timestamp with time zone;