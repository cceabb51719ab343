import type { ReactNode } from 'react';
import { Box, Card, Heading, Stack, Text } from '../../../design-system';
import { PageFrame } from '../../lib/frames/PageFrame';
import * as styles from './PaymentReturn.css';

interface PaymentReturnLayoutProps {
  illustration: ReactNode;
  eyebrow: string;
  eyebrowTone: 'brand' | 'critical';
  title: string;
  body: ReactNode;
  notesTitle: string;
  notes: ReactNode[];
  /** Under the list of notes, inside the card. */
  notesFooter?: ReactNode;
  actions: ReactNode;
  /** Under the actions (a help line). */
  footer?: ReactNode;
}

/** The shared shape of the two pages a payment provider sends the customer back to. */
export function PaymentReturnLayout({
  illustration,
  eyebrow,
  eyebrowTone,
  title,
  body,
  notesTitle,
  notes,
  notesFooter,
  actions,
  footer,
}: PaymentReturnLayoutProps) {
  return (
    <PageFrame width="small" space="xlarge" end="wide" centred>
      {illustration}
      <Stack space="medium" align="center">
        <Text weight="strong" tone={eyebrowTone}>
          {eyebrow}
        </Text>
        <Heading level={1}>{title}</Heading>
        <Text as="p" size="large" tone="muted">
          {body}
        </Text>
      </Stack>
      <Card as="section" className={styles.notes} aria-labelledby="payment-notes">
        <Stack space="medium">
          <Heading level={2} size={4} id="payment-notes">
            {notesTitle}
          </Heading>
          <ul className={styles.list}>
            {notes.map((note, i) => (
              <Text as="li" key={i}>
                {note}
              </Text>
            ))}
          </ul>
          {notesFooter}
        </Stack>
      </Card>
      {actions}
      {footer && <Box>{footer}</Box>}
    </PageFrame>
  );
}
