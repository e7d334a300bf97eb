import { Card } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './link-card.module.css';

/**
 * A card that opens one page (course and book grids), as tall as its row. Only its title is the link, so a
 * screen reader announces the title, not the whole card, and the visible title is the link's name (WCAG
 * 2.5.3); the link still covers the whole card for pointers, and the card shows the keyboard focus.
 */
export function LinkCard(props: { testId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={props.testId} className={classes.card} h="100%">
      {props.children}
    </Card>
  );
}

/** The title link of a LinkCard; place it inside the card's heading. */
export function LinkCardTitle(props: { to: string; children: ReactNode }) {
  return (
    <Link to={props.to} className={classes.link}>
      {props.children}
    </Link>
  );
}
