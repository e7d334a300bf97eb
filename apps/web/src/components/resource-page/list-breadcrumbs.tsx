import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A step of the way back between the list and the current page (e.g. course › variant for a lesson). */
export type BreadcrumbStep = { to: string; label: string };

/**
 * The way back from an item's page or a create page to its list: the list's name, the items it sits in
 * (`trail`, for a page nested in others), then where we are.
 */
export function ListBreadcrumbs(props: {
  list: { to: string; labelKey: string };
  current: string;
  trail?: readonly BreadcrumbStep[];
}) {
  const { t } = useTranslation();
  return (
    // Long names wrap (the theme's Breadcrumbs styles).
    <Breadcrumbs>
      <Anchor component={Link} to={props.list.to}>
        {t(props.list.labelKey)}
      </Anchor>
      {props.trail?.map((step) => (
        <Anchor key={step.to} component={Link} to={step.to}>
          {step.label}
        </Anchor>
      ))}
      <Text>{props.current}</Text>
    </Breadcrumbs>
  );
}
