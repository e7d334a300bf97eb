CREATE TABLE "figure_snapshots" (
	"tenant_id" integer NOT NULL,
	"subject" varchar(50) NOT NULL,
	"key" text NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "figure_snapshots_tenant_id_subject_key_pk" PRIMARY KEY("tenant_id","subject","key")
);
--> statement-breakpoint
ALTER TABLE "figure_snapshots" ADD CONSTRAINT "figure_snapshots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;