-- Issue 22 §4: only e-mail and password sign-in exists (Facebook, Microsoft and PIN are not built yet), so a company
-- with password sign-in off has no way in at all. Turn it back on; the other switches keep their stored values.
UPDATE "companies" SET "settings" = jsonb_set("settings", '{password_login}', 'true'::jsonb) WHERE ("settings"->>'password_login')::boolean IS FALSE;
