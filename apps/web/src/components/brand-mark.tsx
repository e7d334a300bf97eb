import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';

/** The tenant's (or a company's) logo and name; falls back to an icon when there is no logo. */
export function BrandMark(props: {
  name: string;
  logo?: string | null;
  size?: 'sm' | 'lg';
  color?: string;
  /** Cuts a long name with an ellipsis rather than widening its row (a phone's header). */
  truncate?: boolean;
}) {
  const large = props.size === 'lg';
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      {props.logo ? (
        <Image src={props.logo} alt="" h={large ? 48 : 32} w="auto" fit="contain" />
      ) : (
        <ThemeIcon size={large ? 44 : 32} radius="md" variant="filled" aria-hidden>
          <IconSchool size={large ? 26 : 20} />
        </ThemeIcon>
      )}
      <Text fw={700} fz={large ? 'xl' : 'lg'} c={props.color} truncate={props.truncate ? 'end' : undefined}>
        {props.name}
      </Text>
    </Group>
  );
}
