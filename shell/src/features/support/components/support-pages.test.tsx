import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../../testing/render';
import { SUPPORT_REPLY_TIME } from '../lib/reply-time';
import { ContactPage } from './contact-page';
import { HelpPage } from './help-page';

/** Every sentence of the page that says when support replies. */
const replyPromises = () =>
  [...document.body.querySelectorAll('p, [role="status"], li')]
    .map((element) => element.textContent ?? '')
    .filter((text) => /\b(hours?|minutes?|days?)\b/.test(text) && /(repl|answer|get back)/i.test(text));

describe('Help and Contact', () => {
  it.each([
    ['Help', () => <HelpPage />],
    ['Contact', () => <ContactPage />],
  ])('%s promises the one reply time both pages read', (_page, page) => {
    renderWithShell(page());
    const promises = replyPromises();
    expect(promises.length).toBeGreaterThan(0);
    for (const promise of promises) expect(promise).toContain(SUPPORT_REPLY_TIME);
  });

  it('the message sent on Contact says the same reply time', async () => {
    renderWithShell(<ContactPage />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana Reyes' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.test' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'A road we love' } });
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'The Blue Ridge Parkway deserves a pack of its own.' },
    });
    fireEvent.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText(`We'll get back to you ${SUPPORT_REPLY_TIME}.`)).toBeTruthy();
  });
});
