ALTER TABLE "file_uploads" ADD COLUMN "kind" varchar(10);--> statement-breakpoint
CREATE INDEX "file_uploads_user_status_idx" ON "file_uploads" USING btree ("user_id","status");