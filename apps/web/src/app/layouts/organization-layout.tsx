import { AreaShell } from './area-shell.tsx';

/**
 * The organization area. Its navigation is the company overview's tabs (shown as the company's abilities allow),
 * so the shell has no side navigation repeating them (issue 22 §5): the header leads back to the academy.
 */
export function OrganizationLayout() {
  return <AreaShell home="organization.company.update" titleKey="areas.organization" />;
}
