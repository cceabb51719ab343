import type { ReactNode } from 'react';
import { Box, Card, Heading, Link, Stack, Text } from '@/design-system';
import { config } from '@/app/config';
import { PageFrame } from '@/app/lib/frames/PageFrame';
import * as styles from './PaymentReturn.css';

interface PaymentReturnLayoutProps {
  illustration: ReactNode;
  eyebrow: string;
  eyebrowTone: 'brand' | 'critical' | 'warning' | 'muted';
  title: string;
  body: ReactNode;
  notesTitle?: string;
  notes?: ReactNode[];
  /** Under the list of notes, inside the card. */
  notesFooter?: ReactNode;
  actions: ReactNode;
  /** Under the actions (a help line). */
  footer?: ReactNode;
  /** The title and body are a status: what they say as it changes is announced. */
  status?: boolean;
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
  status = false,
}: PaymentReturnLayoutProps) {
  return (
    <PageFrame width="small" space="xlarge" end="wide" centred>
      {illustration}
      <div role={status ? 'status' : undefined} className={styles.header}>
        <Stack space="medium" align="center">
          <Text weight="strong" tone={eyebrowTone}>
            {eyebrow}
          </Text>
          <Heading level={1}>{title}</Heading>
          <Text as="p" size="large" tone="muted">
            {body}
          </Text>
        </Stack>
      </div>
      {notesTitle && notes && (
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
      )}
      {actions}
      {footer && <Box>{footer}</Box>}
    </PageFrame>
  );
}

/** Support's email address as a mail link, for a sentence that names it. */
export function SupportEmail() {
  return <Link href={`mailto:${config.contactEmail}`}>{config.contactEmail}</Link>;
}
