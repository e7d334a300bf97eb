ALTER TABLE "access_tokens" ADD COLUMN "launch_via" varchar(10);--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "launch_source_id" integer;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "launch_course_id" integer;--> statement-breakpoint
CREATE INDEX "access_tokens_launch_idx" ON "access_tokens" USING btree ("launch_via","launch_source_id");--> statement-breakpoint
-- Partner sessions keep their origin, now on the token itself (a launch session of the integration's course).
UPDATE "access_tokens" t SET "launch_via" = 'partner', "launch_source_id" = s."integration_id",
  "launch_course_id" = i."course_id"
  FROM "partner_sessions" s JOIN "partner_integrations" i ON i."id" = s."integration_id"
  WHERE s."access_token_id" = t."id";--> statement-breakpoint
-- SCORM and LTI sessions from before carry the user's full powers and name no source: they end (a relaunch
-- from the LMS starts a launch session).
UPDATE "access_tokens" SET "revoked_at" = now()
  WHERE "method" IN ('scorm', 'lti') AND "launch_via" IS NULL AND "revoked_at" IS NULL;--> statement-breakpoint
DROP TABLE "partner_sessions" CASCADE;
