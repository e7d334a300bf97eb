CREATE TABLE "company_course_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_course_id" integer NOT NULL,
	"source" varchar(20) NOT NULL,
	"seats" integer,
	"end_date" date,
	"granted_by_id" integer,
	CONSTRAINT "company_course_grants_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "company_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"end_date" date,
	"granted_by_id" integer,
	CONSTRAINT "company_courses_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "company_courses_company_id_course_id_unique" UNIQUE("company_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "company_course_grants" ADD CONSTRAINT "company_course_grants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_course_grants" ADD CONSTRAINT "company_course_grants_company_course_id_company_courses_id_fk" FOREIGN KEY ("company_course_id") REFERENCES "public"."company_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_course_grants" ADD CONSTRAINT "company_course_grants_granted_by_id_users_id_fk" FOREIGN KEY ("granted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_courses" ADD CONSTRAINT "company_courses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_courses" ADD CONSTRAINT "company_courses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_courses" ADD CONSTRAINT "company_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_courses" ADD CONSTRAINT "company_courses_granted_by_id_users_id_fk" FOREIGN KEY ("granted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_course_grants_pool_idx" ON "company_course_grants" USING btree ("company_course_id");--> statement-breakpoint
CREATE INDEX "company_courses_course_idx" ON "company_courses" USING btree ("course_id");--> statement-breakpoint
-- Existing data keeps working: a company that already holds a course (an enrollment or an access pass of its
-- own) has that course given to it, without a seat limit (issue 21).
INSERT INTO "company_courses" ("tenant_id", "company_id", "course_id")
SELECT DISTINCT "tenant_id", "company_id", "course_id" FROM (
  SELECT "tenant_id", "company_id", "course_id" FROM "enrollments"
  UNION
  SELECT "tenant_id", "company_id", "course_id" FROM "access_passes" WHERE "company_id" IS NOT NULL
) AS "held"
ON CONFLICT ("company_id", "course_id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "company_course_grants" ("tenant_id", "company_course_id", "source", "seats")
SELECT "tenant_id", "id", 'admin', NULL FROM "company_courses";
