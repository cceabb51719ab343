import type { ReactNode } from 'react';
import { Stack, Text } from '@/design-system';

/** A person's name (a heading, a link) with what to know of them under it, in small muted lines. */
export function NameLines({ name, lines, className }: { name: ReactNode; lines: ReactNode[]; className?: string }) {
  return (
    <Stack space="xsmall" className={className}>
      {name}
      {lines.map((line, index) => (
        <Text key={index} size="small" tone="muted">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
