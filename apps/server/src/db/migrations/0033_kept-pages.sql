CREATE TABLE "reader_changes" (
	"tenant_id" integer NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"xid" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reader_changes_reader_idx" ON "reader_changes" USING btree ("tenant_id","user_id","xid");--> statement-breakpoint
CREATE INDEX "reader_changes_age_idx" ON "reader_changes" USING btree ("changed_at");--> statement-breakpoint
-- Every change to a row a kept page reads (platform/kept-pages: the learner's course list) is noted in
-- reader_changes by these triggers, whichever code or tool made it, with the writing transaction's id: a page
-- computed from a snapshot stays true while no change comes from a transaction that snapshot did not see. The
-- triggers are per statement (a bulk insert notes each tenant or user once). A learner's own results concern that
-- learner; content, enrollments and the company's courses concern every reader of the tenant; TRUNCATE concerns
-- everyone.
CREATE FUNCTION note_tenant_reader_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reader_changes (tenant_id, user_id, xid)
    SELECT DISTINCT coalesce(tenant_id, 0), 0, pg_current_xact_id()::text::bigint FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION note_user_reader_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- An update could move a row to another user: both are told.
    INSERT INTO reader_changes (tenant_id, user_id, xid)
      SELECT DISTINCT coalesce(tenant_id, 0), user_id, pg_current_xact_id()::text::bigint
      FROM (SELECT tenant_id, user_id FROM changed_rows UNION ALL SELECT tenant_id, user_id FROM previous_rows) r;
  ELSE
    INSERT INTO reader_changes (tenant_id, user_id, xid)
      SELECT DISTINCT coalesce(tenant_id, 0), user_id, pg_current_xact_id()::text::bigint FROM changed_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION note_reader_change_everywhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reader_changes (tenant_id, user_id, xid) VALUES (0, 0, pg_current_xact_id()::text::bigint);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
  per_user boolean;
  note text;
BEGIN
  FOREACH t IN ARRAY ARRAY['courses', 'course_variants', 'course_variant_lessons', 'lessons', 'languages',
    'course_related', 'media', 'company_courses', 'enrollments', 'certificates', 'examinations', 'qualifications']
  LOOP
    per_user := t IN ('certificates', 'examinations', 'qualifications');
    note := CASE WHEN per_user THEN 'note_user_reader_change' ELSE 'note_tenant_reader_change' END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_note_reader_insert', t, note);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS previous_rows '
      'NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_note_reader_update', t, note);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_note_reader_delete', t, note);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION note_reader_change_everywhere()', t || '_note_reader_truncate', t);
  END LOOP;
END $$;
