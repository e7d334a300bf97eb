CREATE INDEX "certificates_tenant_issued_idx" ON "certificates" USING btree ("tenant_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_tenant_expires_idx" ON "certificates" USING btree ("tenant_id","expires_at");--> statement-breakpoint
CREATE INDEX "enrollments_tenant_start_idx" ON "enrollments" USING btree ("tenant_id","start_date");--> statement-breakpoint
CREATE INDEX "enrollments_previous_idx" ON "enrollments" USING btree ("previous_enrollment_id");--> statement-breakpoint
CREATE INDEX "examinations_tenant_begun_idx" ON "examinations" USING btree ("tenant_id","begun_at");--> statement-breakpoint
CREATE INDEX "examinations_company_begun_idx" ON "examinations" USING btree ("company_id","begun_at");