import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from './theme';
import { WizardFrame, type WizardFrameProps } from './wizard-frame';

function renderFrame(props: Partial<WizardFrameProps> = {}) {
  const handlers = {
    onSubmit: vi.fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onPrevious: vi.fn(),
  };
  render(
    <ThemeProvider theme={theme}>
      <WizardFrame
        step={2}
        total={5}
        progressLabel="Trip builder progress"
        title="What are you into?"
        titleId="step-title"
        previousDisabled={false}
        nextLabel="Next"
        nextDisabled={false}
        {...handlers}
        {...props}
      >
        <label>
          Start <input />
        </label>
      </WizardFrame>
    </ThemeProvider>,
  );
  return handlers;
}

describe('WizardFrame', () => {
  it('says which step of how many, as text and as a named progress bar', () => {
    renderFrame();
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(screen.getByText('40% complete')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Trip builder progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('Step 2 of 5');
  });

  it("is a form named by the step's title, with its prompt, fields and alert", () => {
    renderFrame({ prompt: 'Pick everything.', alert: <p role="alert">Could not save</p> });
    const form = screen.getByRole('form', { name: 'What are you into?' });
    expect(form.textContent).toContain('Pick everything.');
    expect(screen.getByRole('textbox', { name: 'Start' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Could not save');
  });

  it('goes back with Previous and submits with Next or Enter', () => {
    const { onSubmit, onPrevious } = renderFrame({ nextLabel: 'Create My Trip!' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Create My Trip!' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.submit(screen.getByRole('form'));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('disables the buttons it is told to, and marks a busy Next', () => {
    renderFrame({ previousDisabled: true, nextDisabled: true, nextBusy: true });
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(next.getAttribute('aria-busy')).toBe('true');
  });
});
