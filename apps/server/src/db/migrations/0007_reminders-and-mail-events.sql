CREATE TABLE "expiry_digest_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"certificate_id" integer NOT NULL,
	"threshold_days" integer NOT NULL,
	"mail_outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_digest_entries_manager_id_certificate_id_threshold_days_unique" UNIQUE("manager_id","certificate_id","threshold_days")
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"enrollment_id" integer,
	"kind" varchar(20) NOT NULL,
	"threshold_days" integer,
	"sent_by_id" integer,
	"recipient" varchar(255) NOT NULL,
	"status" varchar(20) NOT NULL,
	"reason" varchar(50),
	"error" text,
	"mail_outbox_id" integer,
	"message_id" varchar(255),
	"run_id" uuid,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reminder_deliveries_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "idempotency_key" varchar(200);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" varchar(255);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "expiry_digest_entries" ADD CONSTRAINT "expiry_digest_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expiry_digest_entries" ADD CONSTRAINT "expiry_digest_entries_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expiry_digest_entries" ADD CONSTRAINT "expiry_digest_entries_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expiry_digest_entries" ADD CONSTRAINT "expiry_digest_entries_mail_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_mail_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_automatic_idx" ON "reminder_deliveries" USING btree ("enrollment_id","user_id","threshold_days") WHERE "reminder_deliveries"."kind" = 'automatic';--> statement-breakpoint
CREATE INDEX "reminder_deliveries_learner_idx" ON "reminder_deliveries" USING btree ("tenant_id","company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_outbox_idx" ON "reminder_deliveries" USING btree ("mail_outbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_idempotency_idx" ON "mail_outbox" USING btree ("tenant_id","idempotency_key");