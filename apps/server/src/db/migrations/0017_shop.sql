CREATE TABLE "checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_transaction_id" varchar(200),
	"product_id" integer,
	"user_id" integer,
	"company_id" integer,
	"buyer_company_id" integer,
	"seats" integer DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"locale" varchar(5) DEFAULT 'en' NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"end_date" date,
	"completed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	CONSTRAINT "checkouts_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "checkouts_provider_transaction_key" UNIQUE("provider","provider_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"target_id" integer NOT NULL,
	"created" boolean NOT NULL,
	"previous_end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_grants" ADD CONSTRAINT "receipt_grants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_grants" ADD CONSTRAINT "receipt_grants_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "receipt_grants_receipt_idx" ON "receipt_grants" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipts_tenant_created_idx" ON "receipts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "receipts_company_idx" ON "receipts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id");