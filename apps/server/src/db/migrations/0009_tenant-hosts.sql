CREATE TABLE "tenant_hosts" (
	"host" varchar(255) PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_hosts_host_normalised" CHECK ("tenant_hosts"."host" = lower("tenant_hosts"."host") and "tenant_hosts"."host" <> '')
);
--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD CONSTRAINT "tenant_hosts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_hosts_tenant_id_idx" ON "tenant_hosts" USING btree ("tenant_id");--> statement-breakpoint
-- Host names move out of the settings document (where the API could write them) into the table above. Only entries
-- that could ever match a request move (lower-case names, as requests were compared); a host listed by several
-- tenants goes to the one that served it until now: the first by id.
INSERT INTO "tenant_hosts" ("host", "tenant_id")
SELECT DISTINCT ON (listed.host) listed.host, listed.tenant_id
FROM (
	SELECT entry.value #>> '{}' AS host, t.id AS tenant_id
	FROM "tenants" t
	CROSS JOIN LATERAL jsonb_array_elements(
		CASE WHEN jsonb_typeof(t.config->'hosts') = 'array' THEN t.config->'hosts' ELSE '[]'::jsonb END
	) AS entry(value)
	WHERE jsonb_typeof(entry.value) = 'string'
) AS listed
WHERE listed.host ~ '^[a-z0-9-]+(\.[a-z0-9-]+)*$' AND length(listed.host) <= 255
ORDER BY listed.host, listed.tenant_id;--> statement-breakpoint
UPDATE "tenants" SET "config" = "config" - 'hosts' WHERE "config" ? 'hosts';
