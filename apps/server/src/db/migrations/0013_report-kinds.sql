ALTER TABLE "company_reports" ADD COLUMN "kind" varchar(20) DEFAULT 'qualifications' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_reports" ADD COLUMN "statuses" jsonb;--> statement-breakpoint
ALTER TABLE "company_reports" ADD COLUMN "within_days" integer;