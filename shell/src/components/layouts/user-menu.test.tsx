import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, TRAVELLER } from '../../testing/render';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  it('is named by the first name it shows, so speech input can say what is seen', () => {
    renderWithShell(<UserMenu user={TRAVELLER} />);
    const trigger = screen.getByRole('button', { name: /your account menu/ });
    expect(trigger.textContent).toContain(TRAVELLER.firstName);
    expect(trigger.getAttribute('aria-label')).toBe(`${TRAVELLER.firstName}, your account menu`);
    // Its whole text is in its name (axe label-content-name-mismatch): the initials are drawn, not text.
    expect(trigger.getAttribute('aria-label')).toContain(trigger.textContent!);
    expect(trigger.querySelector('[data-initials="AL"]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('opens with the down arrow, moves through its links with the arrows, Home and End, and Escape returns', async () => {
    renderWithShell(<UserMenu user={TRAVELLER} />);
    const trigger = screen.getByRole('button', { name: /your account menu/ });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const links = await screen.findAllByRole('link');
    await waitFor(() => expect(document.activeElement).toBe(links[0]));

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links.at(-1));
    expect(links.at(-1)!.textContent).toBe('Sign Out');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(links.at(-1));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
