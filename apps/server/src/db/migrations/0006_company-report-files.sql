ALTER TABLE "company_reports" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "company_reports" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "company_reports" ADD COLUMN "date_from" date;--> statement-breakpoint
ALTER TABLE "company_reports" ADD COLUMN "date_to" date;--> statement-breakpoint
ALTER TABLE "company_reports" ADD COLUMN "locale" varchar(5) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_reports" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_reports" ADD COLUMN "rows_total" integer;--> statement-breakpoint
ALTER TABLE "company_reports" ADD COLUMN "rows_written" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_reports" ADD COLUMN "size" integer;--> statement-breakpoint
ALTER TABLE "company_reports" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "company_reports" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_reports" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_reports" ADD CONSTRAINT "company_reports_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reports" ADD CONSTRAINT "company_reports_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_reports_department_idx" ON "company_reports" USING btree ("department_id");