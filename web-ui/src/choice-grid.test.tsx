import { render, screen } from '@testing-library/react';
import styled, { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ChoiceGrid, choiceCardStyles } from './choice-grid';
import { theme } from './theme';

const Choice = styled.button<{ $selected: boolean }>`
  ${choiceCardStyles}
`;

/** Two answers, the first of them chosen. */
const answers = (
  <>
    <Choice type="button" $selected aria-pressed>
      Hiking
    </Choice>
    <Choice type="button" $selected={false} aria-pressed={false}>
      Coffee
    </Choice>
  </>
);

describe('ChoiceGrid', () => {
  it('lays a group of answers out in columns at least as wide as asked, as the element it is given', () => {
    render(
      <ThemeProvider theme={theme}>
        <ChoiceGrid as="fieldset" $min="13rem" $gap="md" aria-label="Interests">
          {answers}
        </ChoiceGrid>
      </ThemeProvider>,
    );
    const group = screen.getByRole('group', { name: 'Interests' });
    expect(group.tagName).toBe('FIELDSET');
    const style = getComputedStyle(group);
    expect(style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(13rem, 1fr))');
    expect(style.gap).toBe(theme.space.md);
    expect(style.borderWidth === '0' || style.border.startsWith('0')).toBe(true);
  });

  it('marks the chosen card with the brand colour and leaves the others outlined', () => {
    render(<ThemeProvider theme={theme}>{answers}</ThemeProvider>);
    const chosen = getComputedStyle(screen.getByRole('button', { name: 'Hiking' }));
    const other = getComputedStyle(screen.getByRole('button', { name: 'Coffee' }));
    expect(chosen.borderColor).not.toBe(other.borderColor);
    expect(chosen.backgroundColor).not.toBe(other.backgroundColor);
    expect(chosen.cursor).toBe('pointer');
  });
});
