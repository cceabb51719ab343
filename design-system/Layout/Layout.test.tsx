import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from '../Box/Box';
import { Columns, Column } from '../Columns/Columns';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';

describe('layout primitives', () => {
  it('Box renders the requested element, turns sprinkle props into classes and passes the rest through', () => {
    render(
      <Box as="section" padding="gutter" aria-label="Region" data-x="1">
        hi
      </Box>,
    );
    const el = screen.getByRole('region', { name: 'Region' });
    expect(el.tagName).toBe('SECTION');
    expect(el.getAttribute('data-x')).toBe('1');
    expect(el.className).not.toBe('');
    expect(el.hasAttribute('padding')).toBe(false);
  });

  it('Stack, Inline, Columns and Container render their children in order', () => {
    render(
      <Container>
        <Stack space="small" as="ul">
          <li>one</li>
          <li>two</li>
        </Stack>
        <Inline space="small">
          <span>a</span>
        </Inline>
        <Columns space="gutter" collapseBelow="tablet">
          <Column width="1/3">left</Column>
          <Column>right</Column>
        </Columns>
      </Container>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(screen.getByText('left').nextElementSibling?.textContent).toBe('right');
  });

  it('Heading renders its semantic level independent of its visual size; Text renders the requested element', () => {
    render(
      <>
        <Heading level={2} size="display">
          Hero
        </Heading>
        <Text as="p">Body</Text>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Hero' })).toBeTruthy();
    expect(screen.getByText('Body').tagName).toBe('P');
  });
});
