import { Card } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A card that is one link as a whole (course and book grids): named by its title, as tall as its row. */
export function LinkCard(props: { to: string; label: string; testId: string; children: ReactNode }) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component={Link}
      to={props.to}
      data-testid={props.testId}
      aria-label={props.label}
      style={{ height: '100%' }}
    >
      {props.children}
    </Card>
  );
}
