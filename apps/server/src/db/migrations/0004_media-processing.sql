ALTER TABLE "file_uploads" ADD COLUMN "size" bigint;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD COLUMN "mime" varchar(100);--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "processing_status" varchar(20) DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "processing_progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "processing_error" text;