import type { ReactNode } from 'react';
import { Heading, Stack, Text, type HeadingProps, type TextProps } from '@/design-system';

interface HeadingIntroProps extends Pick<HeadingProps, 'level' | 'size' | 'id'> {
  title: string;
  /** The words under the heading that say what follows, muted. */
  intro?: ReactNode;
  /** The room between them: `small` under a page's title, `xsmall` under a section's. */
  space?: 'xsmall' | 'small';
  introSize?: TextProps['size'];
  /** `p` when the intro is a paragraph of its own. */
  introAs?: 'p';
}

/** A heading with its introduction under it: a page's title (auth, onboarding, discover), a section's or an aside group's. */
export function HeadingIntro({
  level,
  size,
  id,
  title,
  intro,
  space = 'small',
  introSize,
  introAs,
}: HeadingIntroProps) {
  return (
    <Stack space={space}>
      <Heading level={level} size={size} id={id}>
        {title}
      </Heading>
      {intro && (
        <Text as={introAs} size={introSize} tone="muted">
          {intro}
        </Text>
      )}
    </Stack>
  );
}
