import { Children, type ReactNode } from 'react';
import { Card, Stack } from '@/design-system';
import type { ContainerProps } from '@/design-system';
import { HeadingIntro } from './HeadingIntro';
import { PageFrame } from './PageFrame';
import * as styles from './DetailPage.css';

export { plainList, prose } from './DetailPage.css';

/** The frame of a detail page (a trainer, a class, …): the page frame, as much room below as above. */
export function DetailPage({ width, children }: { width?: ContainerProps['width']; children: ReactNode }) {
  return (
    <PageFrame width={width} end="wide">
      {children}
    </PageFrame>
  );
}

/** The hero of a detail page above its columns, with the page's spacing between them. */
export function DetailStack({ children }: { children: ReactNode }) {
  return <Stack space={['xlarge', 'xxlarge']}>{children}</Stack>;
}

/** The main sections beside an aside of facts (below them on phones and tablets). */
export function DetailColumns({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.columns}>
      <DetailStack>{children}</DetailStack>
      {aside}
    </div>
  );
}

/** The side panel: named for assistive tech, sticky on desktops, its groups separated by rules. */
export function DetailAside({ label, children }: { label: string; children: ReactNode }) {
  const groups = Children.toArray(children);
  return (
    <aside className={styles.aside} aria-label={label}>
      <Card tone="sunken">
        <Stack space="large">
          {groups.flatMap((group, index) =>
            index === 0 ? [group] : [<hr key={`rule-${index}`} className={styles.divider} />, group],
          )}
        </Stack>
      </Card>
    </aside>
  );
}

/** A titled group of the aside. */
export function AsideGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack space="medium">
      <HeadingIntro level={2} size={4} title={title} intro={description} space="xsmall" introSize="small" />
      {children}
    </Stack>
  );
}

export type FactRows = readonly (readonly [term: string, value: ReactNode])[];

/** Terms and their values in two columns (a description list). */
export function Facts({ rows }: { rows: FactRows }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.factRow}>
          <dt className={styles.factTerm}>{term}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
