import { useId, type ReactNode } from 'react';
import { Heading, Stack } from '@/design-system';
import * as styles from './TrainerDashboard.css';

interface DashboardSectionProps {
  title: string;
  /** A section of the page (2) or a part of one (3). */
  level?: 2 | 3;
  /** Beside the title: the section's controls (the period picker). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled part of the dashboard, named by its heading for assistive tech. */
export function DashboardSection({ title, level = 2, aside, children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack space="medium">
        <div className={styles.sectionHeader}>
          <Heading level={level} size={level === 2 ? 2 : 3} id={headingId}>
            {title}
          </Heading>
          {aside}
        </div>
        {children}
      </Stack>
    </section>
  );
}
