import { Fieldset, type FieldsetProps } from '@mantine/core';

/**
 * A fieldset with no look of its own (no border, padding or margin): it is there to disable every field inside at
 * once — a read-only form, or one whose save is leading to another page.
 */
export function BareFieldset(props: Omit<FieldsetProps, 'variant'>) {
  return <Fieldset variant="unstyled" m={0} miw={0} {...props} />;
}
