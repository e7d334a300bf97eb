CREATE TABLE "incident_archive" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" varchar(100) NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"target" varchar(200),
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_archive_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "incident_archive" ADD CONSTRAINT "incident_archive_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_archive" ADD CONSTRAINT "incident_archive_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_archive" ADD CONSTRAINT "incident_archive_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_archive_tenant_created_idx" ON "incident_archive" USING btree ("tenant_id","created_at");