import { useEffect, type MouseEvent, type ReactNode } from 'react';
import type { MessageDescriptor } from '@formatjs/intl';
import { Box, Card, Heading, Link, Stack, Text } from '@/design-system';
import { config } from '@/app/config';
import { defineMessages, formatRich, pickLocale, useIntl } from '@/app/i18n';
import { PRODUCT_NAME } from '@/app/lib/format/brand';
import { PageFrame } from '@/app/lib/frames/PageFrame';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { isList, type LegalDocumentContent } from './types';
import * as styles from './LegalDocument.css';
import { dateFormats } from '@/app/lib/time/format';

/** When the Terms and the Privacy Policy last changed (shown at the top of each). */
export const LAST_UPDATED = new Date(Date.UTC(2026, 10, 22));

/** Where anyone reports an accessibility problem or asks for something in another format. */
const ACCESSIBILITY_EMAIL = 'accessibility@kinetic.fit';

const messages = defineMessages({
  lastUpdated: { id: 'legal.lastUpdated', defaultMessage: 'Last updated: {date}' },
  contents: { id: 'legal.contents', defaultMessage: 'Contents' },
  sectionHeading: { id: 'legal.sectionHeading', defaultMessage: '{number}. {heading}' },
  backToContents: { id: 'legal.backToContents', defaultMessage: 'Back to contents' },
  translationNote: {
    id: 'legal.translationNote',
    defaultMessage:
      'This translation is for your convenience. If it differs from the English version, the English version applies.',
  },
});

const CONTENTS_ID = 'contents';

/**
 * Scrolls to an in-page target and moves focus there, so keyboard and screen-reader users follow
 * (a plain fragment link scrolls but leaves focus behind, and would go through the router here).
 */
function jumpTo(id: string, { focus = true } = {}) {
  const target = document.getElementById(id);
  if (!target) return;
  if (window.location.hash !== `#${id}`) window.history.pushState(window.history.state, '', `#${id}`);
  if (focus) target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/** An in-page link that scrolls to its target and moves focus to it (not a route change). */
function JumpLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      href={`#${to}`}
      tone="neutral"
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        jumpTo(to);
      }}
    >
      {children}
    </Link>
  );
}

/**
 * A legal document from data: title, last-updated date, summary, a table of contents linking to
 * each numbered section, and the sections in a reading column of ~40rem.
 */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(content.pageTitle));

  // Opened with a section in the URL (a shared link): scroll to it once the document is on screen,
  // as the browser would for a static page.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id && content.sections.some((section) => section.id === id)) jumpTo(id, { focus: false });
  }, [content]);

  const values = {
    product: PRODUCT_NAME,
    email: (
      <Link key="email" href={`mailto:${config.contactEmail}`}>
        {config.contactEmail}
      </Link>
    ),
    accessibilityEmail: (
      <Link key="accessibilityEmail" href={`mailto:${ACCESSIBILITY_EMAIL}`}>
        {ACCESSIBILITY_EMAIL}
      </Link>
    ),
    ico: (chunks: ReactNode[]) => (
      <Link key="ico" href="https://ico.org.uk/make-a-complaint/">
        {chunks}
      </Link>
    ),
  };
  const format = (descriptor: MessageDescriptor) => formatRich(intl, descriptor, values);

  // A translated document says that the English one is the version that applies.
  const translated = pickLocale([intl.locale]) !== 'en';

  const lastUpdated = content.lastUpdated ?? LAST_UPDATED;
  const date = new Intl.DateTimeFormat(intl.locale === 'en' ? 'en-GB' : intl.locale, {
    ...dateFormats.dayLong,
    timeZone: 'UTC',
  }).format(lastUpdated);

  return (
    <PageFrame width="medium" space="xlarge" start="none" end="none">
      <Box as="header" className={styles.article}>
        <Stack space="medium">
          <Heading level={1}>{intl.formatMessage(content.title)}</Heading>
          <Text tone="muted" size="small">
            {formatRich(intl, messages.lastUpdated, {
              date: (
                <time key="date" dateTime={lastUpdated.toISOString().slice(0, 10)}>
                  {date}
                </time>
              ),
            })}
          </Text>
          {translated && (
            <Text as="p" tone="muted">
              {intl.formatMessage(messages.translationNote)}
            </Text>
          )}
          <Text as="p" size="large">
            {format(content.intro)}
          </Text>
        </Stack>
      </Box>
      <div className={styles.layout}>
        <nav aria-labelledby={CONTENTS_ID} className={styles.toc}>
          <Card tone="neutral" padding="medium">
            <Stack space="medium">
              <Heading level={2} size={4} id={CONTENTS_ID} tabIndex={-1} className={styles.sectionHeading}>
                {intl.formatMessage(messages.contents)}
              </Heading>
              <ol className={styles.tocList}>
                {content.sections.map((section) => (
                  <li key={section.id}>
                    <JumpLink to={section.id}>{intl.formatMessage(section.heading)}</JumpLink>
                  </li>
                ))}
              </ol>
            </Stack>
          </Card>
        </nav>
        <article className={styles.article}>
          <Stack space="xlarge">
            {content.sections.map((section, index) => (
              <Box as="section" key={section.id}>
                <Stack space="gutter">
                  <Heading level={2} size={3} id={section.id} tabIndex={-1} className={styles.sectionHeading}>
                    {intl.formatMessage(messages.sectionHeading, {
                      number: index + 1,
                      heading: intl.formatMessage(section.heading),
                    })}
                  </Heading>
                  {section.paragraphs.map((block, i) =>
                    isList(block) ? (
                      <ul key={i} className={styles.list}>
                        {block.list.map((item, j) => (
                          <Text as="li" key={j}>
                            {format(item)}
                          </Text>
                        ))}
                      </ul>
                    ) : (
                      <Text as="p" key={i}>
                        {format(block)}
                      </Text>
                    ),
                  )}
                </Stack>
              </Box>
            ))}
            <hr className={styles.divider} />
            <Text size="small">
              <JumpLink to={CONTENTS_ID}>{intl.formatMessage(messages.backToContents)}</JumpLink>
            </Text>
          </Stack>
        </article>
      </div>
    </PageFrame>
  );
}
