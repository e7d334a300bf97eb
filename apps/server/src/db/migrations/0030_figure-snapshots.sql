CREATE TABLE "figure_snapshots" (
	"tenant_id" integer NOT NULL,
	"subject" varchar(50) NOT NULL,
	"key" text NOT NULL,
	"company_id" integer,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "figure_snapshots_tenant_id_subject_key_pk" PRIMARY KEY("tenant_id","subject","key")
);
--> statement-breakpoint
ALTER TABLE "figure_snapshots" ADD CONSTRAINT "figure_snapshots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figure_snapshots" ADD CONSTRAINT "figure_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "figure_snapshots_company_idx" ON "figure_snapshots" USING btree ("company_id","subject");--> statement-breakpoint
-- Figures kept for one company (figure_snapshots.company_id, platform/figures) are forgotten by the database itself
-- whenever a row they count changes, whichever code or tool changed it: the insights of a company count its people,
-- memberships, departments, enrollments, qualifications and certificates, and name its courses. A change removes
-- the company's kept figures (an index probe that finds nothing when none are kept), and the next reader computes
-- them afresh. Examinations are not here: what the insights read of a learner's progress is their qualification.
CREATE FUNCTION forget_figures_of_row_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN DELETE FROM figure_snapshots WHERE company_id = OLD.company_id; END IF;
  IF TG_OP <> 'DELETE' THEN DELETE FROM figure_snapshots WHERE company_id = NEW.company_id; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A certificate of no company (a personal one) counts in every company of its holder.
CREATE FUNCTION forget_figures_of_certificate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM figure_snapshots WHERE company_id = OLD.company_id
      OR (OLD.company_id IS NULL AND company_id IN (SELECT company_id FROM company_users WHERE user_id = OLD.user_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    DELETE FROM figure_snapshots WHERE company_id = NEW.company_id
      OR (NEW.company_id IS NULL AND company_id IN (SELECT company_id FROM company_users WHERE user_id = NEW.user_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION forget_figures_of_department_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM figure_snapshots WHERE company_id = (SELECT company_id FROM departments WHERE id = OLD.department_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    DELETE FROM figure_snapshots WHERE company_id = (SELECT company_id FROM departments WHERE id = NEW.department_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A person's role and whether they are active decide whom a company's figures count (only these columns: a sign-in
-- moves last_login_at and must not forget anything).
CREATE FUNCTION forget_figures_of_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM figure_snapshots WHERE company_id IN (SELECT company_id FROM company_users WHERE user_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A course's name or variants: every company's figures of the tenant name courses. (A deleted course's variants
-- go with it and find no course here: the course's own trigger has forgotten them.)
CREATE FUNCTION forget_company_figures_of_course() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  course_tenant int;
BEGIN
  IF TG_TABLE_NAME = 'courses' THEN
    course_tenant := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
  ELSE
    SELECT tenant_id INTO course_tenant FROM courses
      WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.course_id ELSE NEW.course_id END;
  END IF;
  DELETE FROM figure_snapshots WHERE tenant_id = course_tenant AND company_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enrollments_forget_company_figures AFTER INSERT OR UPDATE OR DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION forget_figures_of_row_company();
--> statement-breakpoint
CREATE TRIGGER qualifications_forget_company_figures AFTER INSERT OR UPDATE OR DELETE ON qualifications
  FOR EACH ROW EXECUTE FUNCTION forget_figures_of_row_company();
--> statement-breakpoint
CREATE TRIGGER company_users_forget_company_figures AFTER INSERT OR UPDATE OR DELETE ON company_users
  FOR EACH ROW EXECUTE FUNCTION forget_figures_of_row_company();
--> statement-breakpoint
CREATE TRIGGER departments_forget_company_figures AFTER INSERT OR UPDATE OR DELETE ON departments
  FOR EACH ROW EXECUTE FUNCTION forget_figures_of_row_company();
--> statement-breakpoint
CREATE TRIGGER certificates_forget_company_figures AFTER INSERT OR UPDATE OR DELETE ON certificates
  FOR EACH ROW EXECUTE FUNCTION forget_figures_of_certificate();
--> statement-breakpoint
CREATE TRIGGER department_users_forget_company_figures AFTER INSERT OR UPDATE OR DELETE ON department_users
  FOR EACH ROW EXECUTE FUNCTION forget_figures_of_department_member();
--> statement-breakpoint
CREATE TRIGGER users_forget_company_figures AFTER UPDATE OF role, is_active ON users
  FOR EACH ROW EXECUTE FUNCTION forget_figures_of_person();
--> statement-breakpoint
CREATE TRIGGER courses_forget_company_figures AFTER UPDATE OR DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION forget_company_figures_of_course();
--> statement-breakpoint
CREATE TRIGGER course_variants_forget_company_figures AFTER INSERT OR UPDATE OR DELETE ON course_variants
  FOR EACH ROW EXECUTE FUNCTION forget_company_figures_of_course();
