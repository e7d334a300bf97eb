DROP INDEX "qualifications_tenant_status_completed_idx";--> statement-breakpoint
ALTER TABLE "qualifications" ADD COLUMN "certificate_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "qualifications_certificate_idx" ON "qualifications" USING btree ("certificate_id");--> statement-breakpoint
-- A qualification carries its certificate's expiry (schema/learning.ts), filled here for the rows there are and kept
-- by the triggers below: a completed qualification past it reads expired, and the status filter's count reads it
-- from the index instead of probing a certificate for each match.
UPDATE "qualifications" q SET "certificate_expires_at" = c."expires_at"
  FROM "certificates" c WHERE c."id" = q."certificate_id" AND c."expires_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "qualifications_tenant_status_completed_idx" ON "qualifications" USING btree ("tenant_id","status","completed_at","certificate_expires_at");--> statement-breakpoint
CREATE FUNCTION take_certificate_expiry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.certificate_expires_at := (SELECT expires_at FROM certificates WHERE id = NEW.certificate_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER qualifications_take_certificate_expiry BEFORE INSERT OR UPDATE OF certificate_id ON qualifications
  FOR EACH ROW EXECUTE FUNCTION take_certificate_expiry();--> statement-breakpoint
CREATE FUNCTION pass_certificate_expiry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE qualifications SET certificate_expires_at = NEW.expires_at
    WHERE certificate_id = NEW.id AND certificate_expires_at IS DISTINCT FROM NEW.expires_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER certificates_pass_expiry AFTER UPDATE OF expires_at ON certificates
  FOR EACH ROW EXECUTE FUNCTION pass_certificate_expiry();
