-- The actor behind a bearer token (platform/auth/load-actor.ts, loadActorByToken), as a function so the database
-- keeps its plan (issue 26), as learner_course_standings (0002) does: planning the statement — the user, their
-- companies and departments as json, the launch session's source — took about 1 ms on PostgreSQL against 0.25 ms
-- to run it, and it runs whenever a token's actor is not cached (every request with ACTOR_CACHE_SECONDS=0, each
-- token's first on every process). The statement is the one load-actor.ts ran, unchanged; the user's columns are
-- also written there (actorUserColumns, for loadActorByUserId). Change both together; to change this one, add a
-- migration with `create or replace function` (or drop and create, when the result's columns change).
CREATE FUNCTION actor_by_token(p_token_hash text, p_tenant int)
RETURNS TABLE (
  token_id int, token_expires_at timestamptz, token_method varchar, token_company_id int, launch_via varchar,
  launch_source_id int, launch_course_id int, id int, uuid uuid, first_name varchar, last_name varchar,
  email varchar, role varchar, last_login_at timestamptz, use_classic_player boolean, email_core boolean,
  email_course boolean, email_marketing boolean, language_code varchar, companies json, departments json
)
LANGUAGE plpgsql STABLE
AS $function$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT t.id, t.expires_at, t.method, t.company_id, t.launch_via, t.launch_source_id, t.launch_course_id,
    u.id, u.uuid, u.first_name, u.last_name, u.email, u.role, u.last_login_at, u.use_classic_player,
    u.email_core, u.email_course, u.email_marketing, l.code,
    (SELECT coalesce(json_agg(json_build_object('id', c.id, 'uuid', c.uuid, 'name', c.name,
        'is_manager', cu.is_manager) ORDER BY c.name), '[]'::json)
       FROM company_users cu JOIN companies c ON c.id = cu.company_id
      WHERE cu.user_id = u.id AND c.is_active),
    (SELECT coalesce(json_agg(json_build_object('id', d.id, 'company_id', d.company_id,
        'is_head', du.is_head)), '[]'::json)
       FROM department_users du JOIN departments d ON d.id = du.department_id
      WHERE du.user_id = u.id)
  FROM access_tokens t
  JOIN users u ON u.id = t.user_id
  LEFT JOIN languages l ON l.id = u.preferred_language_id
  WHERE t.token_hash = p_token_hash AND t.tenant_id = p_tenant
    AND t.revoked_at IS NULL AND t.expires_at > now() AND u.is_active
    AND (t.launch_via IS NULL
      OR (t.launch_via = 'partner' AND EXISTS (SELECT 1 FROM partner_integrations p
        WHERE p.id = t.launch_source_id AND p.revoked_at IS NULL AND (p.expires_at IS NULL OR p.expires_at > now())))
      OR (t.launch_via = 'scorm' AND EXISTS (SELECT 1 FROM scorm_registrations r
        JOIN scorm_packages p ON p.id = r.package_id
        WHERE r.id = t.launch_source_id AND p.revoked_at IS NULL AND (p.expires_at IS NULL OR p.expires_at > now())))
      OR (t.launch_via = 'lti' AND EXISTS (SELECT 1 FROM lti_registrations r
        WHERE r.id = t.launch_source_id AND r.is_active)));
END;
$function$;
