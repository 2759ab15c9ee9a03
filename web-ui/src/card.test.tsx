import { render } from '@testing-library/react';
import styled, { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Card } from './card';
import { theme } from './theme';

const Section = styled(Card).attrs({ as: 'section' })`
  display: grid;
`;

function styleOf(element: Element) {
  return getComputedStyle(element);
}

describe('Card', () => {
  it('is a white, bordered, rounded surface with padding and a small shadow by default', () => {
    const { getByText } = render(
      <ThemeProvider theme={theme}>
        <Card>Body</Card>
      </ThemeProvider>,
    );
    const card = getByText('Body');
    expect(card.tagName).toBe('DIV');
    const style = styleOf(card);
    expect(style.padding).toBe(theme.space.lg);
    expect(style.borderRadius).toBe(theme.radii.lg);
    expect(style.boxShadow).toBe(theme.shadows.sm);
  });

  it('writes no padding or shadow when a card asks for none, and keeps the element an extension names', () => {
    const { getByText } = render(
      <ThemeProvider theme={theme}>
        <Section $padding="none" $shadow="none">
          Media
        </Section>
      </ThemeProvider>,
    );
    const card = getByText('Media');
    expect(card.tagName).toBe('SECTION');
    const style = styleOf(card);
    expect(style.padding).toBe('');
    expect(style.boxShadow).toBe('');
    expect(style.display).toBe('grid');
  });
});
