import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, type ReactNode } from 'react';
import { Heading } from '../Heading/Heading';

const InDocs = createContext(false);

/** Tells a story's page headings whether the story is drawn on its docs page. */
export const pageHeadings: Decorator = (Story, { viewMode }) => (
  <InDocs.Provider value={viewMode === 'docs'}>
    <Story />
  </InDocs.Provider>
);

/**
 * A heading of a story that is a page of its own: its title (level 1) or a section (level 2). On
 * the docs page the story's name is already a heading (level 3) above it, so the title is left out
 * and the sections are level 4, in the same look: the docs page's outline skips no level.
 */
export function PageHeading({ section, children }: { section?: boolean; children: ReactNode }) {
  const inDocs = useContext(InDocs);
  if (!section) return inDocs ? null : <Heading level={1}>{children}</Heading>;
  return (
    <Heading level={inDocs ? 4 : 2} size={2}>
      {children}
    </Heading>
  );
}
