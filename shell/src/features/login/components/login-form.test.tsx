import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_HINT } from '@byway/contracts/rules';
import { renderWithShell } from '../../../testing/render';
import { LoginForm } from './login-form';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

const submitButton = (name: 'Sign In' | 'Create Account') => screen.getByRole('button', { name });

describe('LoginForm', () => {
  it('clears every field when switching between sign-in and sign-up', () => {
    renderWithShell(<LoginForm onSubmit={vi.fn()} />);
    type('Email', 'ada@example.test');
    type('Password', 'secret-pass');

    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));

    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveProperty('value', '');
    expect(screen.getByLabelText('First name')).toBeTruthy();
    expect(screen.getByLabelText('Last name')).toBeTruthy();
    expect(screen.getByLabelText('Confirm password')).toBeTruthy();
    expect(submitButton('Create Account')).toBeTruthy();

    type('First name', 'Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));

    expect(screen.queryByLabelText('First name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByLabelText('First name')).toHaveProperty('value', '');
  });

  it('shows inline messages for missing sign-in fields and does not submit', async () => {
    const onSubmit = vi.fn();
    renderWithShell(<LoginForm onSubmit={onSubmit} />);

    fireEvent.click(submitButton('Sign In'));

    await screen.findByText('Email is required');
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires names in sign-up and says when the passwords differ', async () => {
    const onSubmit = vi.fn();
    renderWithShell(<LoginForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    type('Email', 'ada@example.test');
    type('Password', 'secret-pass');
    type('Confirm password', 'other-pass');

    fireEvent.click(submitButton('Create Account'));

    await screen.findByText('First name is required');
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("states the password rule in sign-up, checks the length, and shows the server's reason for a weak one", async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('password: This password is too easy to guess. ' + PASSWORD_HINT);
    });
    renderWithShell(<LoginForm onSubmit={onSubmit} />);
    expect(screen.queryByText(PASSWORD_HINT)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    const hint = screen.getByText(PASSWORD_HINT);
    expect(screen.getByLabelText('Password', { exact: true }).getAttribute('aria-describedby')).toContain(
      hint.id,
    );
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Email', 'ada@example.test');
    type('Password', 'short');
    type('Confirm password', 'short');
    fireEvent.click(submitButton('Create Account'));
    await screen.findByText('Password must be at least 8 characters');
    expect(onSubmit).not.toHaveBeenCalled();

    type('Password', 'Passw0rd!');
    type('Confirm password', 'Passw0rd!');
    fireEvent.click(submitButton('Create Account'));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /too easy to guess\. At least 8 characters/,
    );
  });

  it('submits the sign-up payload the API expects', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithShell(<LoginForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    type('First name', ' Ada ');
    type('Last name', 'Lovelace');
    type('Email', ' ada@example.test ');
    type('Password', 'secret-pass');
    type('Confirm password', 'secret-pass');

    fireEvent.click(submitButton('Create Account'));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.test',
      password: 'secret-pass',
      isSignUp: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('submits a sign-in with empty names and shows a refusal inline, keeping what was typed', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Invalid email or password');
    });
    renderWithShell(<LoginForm onSubmit={onSubmit} />);
    type('Email', 'ada@example.test');
    type('Password', 'wrong-pass');

    fireEvent.click(submitButton('Sign In'));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.test',
      password: 'wrong-pass',
      isSignUp: false,
      firstName: '',
      lastName: '',
    });
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.test');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveProperty('value', 'wrong-pass');
  });

  it('shows and hides the password', () => {
    renderWithShell(<LoginForm onSubmit={vi.fn()} />);
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password.getAttribute('type')).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');

    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});
