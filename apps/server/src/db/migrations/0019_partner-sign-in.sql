CREATE TABLE "partner_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"customer_key" varchar(40) NOT NULL,
	"secret_encrypted" text NOT NULL,
	"course_id" integer,
	"seat_cap" integer,
	"handshake_url" text,
	"created_by" integer,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "partner_integrations_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "partner_integrations_customer_key_unique" UNIQUE("customer_key")
);
--> statement-breakpoint
CREATE TABLE "partner_replays" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration_id" integer NOT NULL,
	"nonce" varchar(200) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_replays_integration_id_nonce_unique" UNIQUE("integration_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "partner_seats" (
	"integration_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_seats_integration_id_user_id_pk" PRIMARY KEY("integration_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "partner_sessions" (
	"access_token_id" integer PRIMARY KEY NOT NULL,
	"integration_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_integrations" ADD CONSTRAINT "partner_integrations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_integrations" ADD CONSTRAINT "partner_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_integrations" ADD CONSTRAINT "partner_integrations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_integrations" ADD CONSTRAINT "partner_integrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_replays" ADD CONSTRAINT "partner_replays_integration_id_partner_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."partner_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_seats" ADD CONSTRAINT "partner_seats_integration_id_partner_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."partner_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_seats" ADD CONSTRAINT "partner_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sessions" ADD CONSTRAINT "partner_sessions_access_token_id_access_tokens_id_fk" FOREIGN KEY ("access_token_id") REFERENCES "public"."access_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sessions" ADD CONSTRAINT "partner_sessions_integration_id_partner_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."partner_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_integrations_company_idx" ON "partner_integrations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "partner_replays_expires_idx" ON "partner_replays" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "partner_sessions_integration_idx" ON "partner_sessions" USING btree ("integration_id");