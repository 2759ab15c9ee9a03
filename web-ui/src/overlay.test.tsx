import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Overlay } from './overlay';
import { Spinner } from './spinner';
import { theme } from './theme';

function renderOverlay(overlay: React.ReactNode) {
  return render(<ThemeProvider theme={theme}>{overlay}</ThemeProvider>);
}

describe('Overlay', () => {
  it('is a modal dialog named by its heading and described by its progress line', () => {
    renderOverlay(
      <Overlay labelledBy="wait-title" describedBy="wait-progress">
        <h2 id="wait-title">Creating your trip</h2>
        <p id="wait-progress">Day 2 of 5</p>
      </Overlay>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Creating your trip' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe('wait-progress');
  });

  it('takes the focus when asked, and leaves it where it was otherwise', () => {
    const { unmount } = renderOverlay(
      <Overlay labelledBy="a" takeFocus>
        <h2 id="a">Creating your trip</h2>
      </Overlay>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    unmount();
    renderOverlay(
      <Overlay labelledBy="b">
        <h2 id="b">Discovering hidden gems</h2>
      </Overlay>,
    );
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('dialog').hasAttribute('tabindex')).toBe(false);
  });

  it('covers the whole screen with the backdrop shade it is given', () => {
    renderOverlay(
      <Overlay labelledBy="c" shade={0.72}>
        <h2 id="c">Wait</h2>
      </Overlay>,
    );
    const backdrop = getComputedStyle(screen.getByRole('dialog').parentElement!);
    expect(backdrop.position).toBe('fixed');
    expect(backdrop.background).toContain('0.72');
  });
});

describe('Spinner', () => {
  it('tells a screen reader what it waits for', () => {
    renderOverlay(<Spinner label="Loading trips..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading trips...');
  });

  it('centres itself in a section or the whole page when asked to fill one', () => {
    renderOverlay(
      <>
        <Spinner label="Section" fill="section" />
        <Spinner label="Page" fill="page" />
        <Spinner label="Inline" />
      </>,
    );
    const [section, page, inline] = screen.getAllByRole('status').map((status) => getComputedStyle(status));
    expect(section!.minHeight).toBe('12rem');
    expect(page!.minHeight).toBe('100vh');
    expect(inline!.minHeight).toBe('');
    expect(inline!.padding).toBe(`${theme.space['2xl']} 0px`);
  });
});
