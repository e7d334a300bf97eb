CREATE TABLE "scorm_launches" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"package_id" integer NOT NULL,
	"scorm_learner_id" varchar(255) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"lms_origin" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "scorm_launches_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "scorm_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"scorm_learner_id" varchar(255) NOT NULL,
	"last_launched_at" timestamp with time zone,
	CONSTRAINT "scorm_registrations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "scorm_packages" DROP CONSTRAINT "scorm_packages_company_id_course_id_version_unique";--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD COLUMN "seat_cap" integer;--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "scorm_launches" ADD CONSTRAINT "scorm_launches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_launches" ADD CONSTRAINT "scorm_launches_package_id_scorm_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."scorm_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_registrations" ADD CONSTRAINT "scorm_registrations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_registrations" ADD CONSTRAINT "scorm_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_registrations" ADD CONSTRAINT "scorm_registrations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_registrations" ADD CONSTRAINT "scorm_registrations_package_id_scorm_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."scorm_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_registrations" ADD CONSTRAINT "scorm_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_launches_token_unique" ON "scorm_launches" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "scorm_launches_expiry_idx" ON "scorm_launches" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_registrations_learner_unique" ON "scorm_registrations" USING btree ("company_id","course_id","scorm_learner_id");--> statement-breakpoint
CREATE INDEX "scorm_registrations_package_idx" ON "scorm_registrations" USING btree ("package_id");--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD CONSTRAINT "scorm_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_packages_live_unique" ON "scorm_packages" USING btree ("company_id","course_id","version") WHERE "scorm_packages"."revoked_at" is null;