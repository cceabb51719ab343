import { useId, type ReactNode } from 'react';
import { Badge, Card, Heading, Inline, LinkButton, Stack, Text, type BadgeTone } from '@/design-system';
import * as styles from './cards.css';

/** Where an offer stands (on sale, paused, withdrawn, …), in words and a badge's tone. */
export interface OfferStatus {
  label: string;
  tone: BadgeTone;
}

/** An offer's name as the heading of its card or row (`id` names the card), its status beside it. */
export function OfferHeading({
  id,
  level,
  name,
  status,
}: {
  id: string;
  level: 2 | 3;
  name: string;
  status: OfferStatus;
}) {
  return (
    <Inline space="small" alignY="center">
      <Heading level={level} size={4} id={id}>
        {name}
      </Heading>
      <Badge tone={status.tone}>{status.label}</Badge>
    </Inline>
  );
}

/** Edit, a link to an offer's form: `label` names the offer ("Edit Ten classes"). */
export function EditLink({ href, label, children }: { href: string; label: string; children: string }) {
  return (
    <LinkButton href={href} variant="secondary" size="small" aria-label={label}>
      {children}
    </LinkButton>
  );
}

interface OfferCardProps {
  name: string;
  /** Its heading's level on the page. */
  level: 2 | 3;
  status: OfferStatus;
  /** The price, in large type under the name. */
  price: string;
  /** A line under the price. */
  summary: ReactNode;
  /** What else it says, below. */
  children: ReactNode;
  /** The card's actions (its `EditLink` first), lined up at the bottom of cards in a row; none without. */
  actions?: ReactNode;
}

/**
 * An item of a trainer's list of what she sells (a pack, a plan): a card named by its heading, with
 * its status, price and summary, the rest, then its actions. Goes in a list (`<ul>`) of cards.
 */
export function OfferCard({ name, level, status, price, summary, children, actions }: OfferCardProps) {
  const nameId = useId();
  return (
    <li aria-labelledby={nameId}>
      <Card>
        <Stack space="medium" className={styles.offerBody}>
          <Stack space="xsmall">
            <OfferHeading id={nameId} level={level} name={name} status={status} />
            <Text size="large" weight="strong">
              {price}
            </Text>
            {summary}
          </Stack>
          {children}
        </Stack>
        {actions && (
          <Inline space="small" className={styles.offerActions}>
            {actions}
          </Inline>
        )}
      </Card>
    </li>
  );
}
