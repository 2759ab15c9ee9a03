import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../testing/render';
import { Page } from './page';

describe('Page', () => {
  it('keeps to the width of the screen: its column may shrink and long words wrap anywhere', () => {
    renderInShell(<Page data-testid="page">{'Basilica'.repeat(40)}</Page>);
    const style = getComputedStyle(screen.getByTestId('page'));
    expect(style.gridTemplateColumns).toBe('minmax(0, 1fr)');
    expect(style.overflowWrap).toBe('anywhere');
  });
});
