import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { PASSWORD_HINT } from '@byway/contracts/rules';
import { Button } from '../../../components/ui/button';
import { Field, FieldError, Input } from '../../../components/ui/form';
import type { CustomLoginPayload } from '../api/custom-login';
import { Callout } from '../../../components/ui/callout';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import {
  EMPTY_LOGIN_VALUES,
  validateLogin,
  type LoginFormErrors,
  type LoginFormValues,
} from './login-validation';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const PasswordWrap = styled.div`
  position: relative;

  input {
    padding-right: 3rem;
  }
`;

const Reveal = styled.button`
  position: absolute;
  top: 50%;
  right: 0.4rem;
  transform: translateY(-50%);
  display: inline-flex;
  padding: 0.35rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TextButton = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;

const Centered = styled.div`
  text-align: center;
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <StrokeIcon size={20}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </StrokeIcon>
  );
}

type FieldName = keyof LoginFormValues;

const FIELD_ORDER: FieldName[] = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'];

/**
 * Sign-in and sign-up in one form. Switching mode clears every field; messages appear next to the field
 * they concern, and a refusal from the server shows above the submit button without losing what was typed.
 */
export function LoginForm({
  onSubmit,
  onSignUpChange,
}: {
  /** Resolves when done; rejects with an Error whose message is shown inline. */
  onSubmit: (payload: CustomLoginPayload) => Promise<void>;
  onSignUpChange?: (isSignUp: boolean) => void;
}) {
  const [isSignUp, setIsSignUp] = useState(false);
  const [values, setValues] = useState<LoginFormValues>(EMPTY_LOGIN_VALUES);
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const idPrefix = useId();
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const id = (name: FieldName) => `${idPrefix}-${name}`;

  const change = (name: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const toggleMode = () => {
    const next = !isSignUp;
    setIsSignUp(next);
    setValues(EMPTY_LOGIN_VALUES);
    setErrors({});
    setServerError(null);
    setShowPassword(false);
    onSignUpChange?.(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values, isSignUp);
    setErrors(found);
    setServerError(null);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit({
        email: values.email.trim(),
        password: values.password,
        isSignUp,
        firstName: isSignUp ? values.firstName.trim() : '',
        lastName: isSignUp ? values.lastName.trim() : '',
      });
    } catch (error) {
      setServerError(
        error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.',
      );
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: FieldName, label: string, type: string, autoComplete: string) => (
    <Field>
      <label htmlFor={id(name)}>{label}</label>
      <Input
        ref={(element) => {
          inputs.current[name] = element;
        }}
        id={id(name)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={change(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id(name)}-error` : undefined}
      />
      {errors[name] && <FieldError id={`${id(name)}-error`}>{errors[name]}</FieldError>}
    </Field>
  );

  const passwordType = showPassword ? 'text' : 'password';

  return (
    <Form noValidate onSubmit={submit} aria-label={isSignUp ? 'Create account' : 'Sign in'}>
      {isSignUp && (
        <Row>
          {field('firstName', 'First name', 'text', 'given-name')}
          {field('lastName', 'Last name', 'text', 'family-name')}
        </Row>
      )}
      {field('email', 'Email', 'email', 'email')}
      <Field>
        <label htmlFor={id('password')}>Password</label>
        <PasswordWrap>
          <Input
            ref={(element) => {
              inputs.current.password = element;
            }}
            id={id('password')}
            name="password"
            type={passwordType}
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            value={values.password}
            onChange={change('password')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={
              [errors.password && `${id('password')}-error`, isSignUp && `${id('password')}-hint`]
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
          <Reveal
            type="button"
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-controls={isSignUp ? `${id('password')} ${id('confirmPassword')}` : id('password')}
            onClick={() => setShowPassword((value) => !value)}
          >
            <EyeIcon crossed={showPassword} />
          </Reveal>
        </PasswordWrap>
        {errors.password && <FieldError id={`${id('password')}-error`}>{errors.password}</FieldError>}
        {/* The users service owns the rule and says what is wrong; this only says it up front. */}
        {isSignUp && <Hint id={`${id('password')}-hint`}>{PASSWORD_HINT}</Hint>}
      </Field>
      {isSignUp && field('confirmPassword', 'Confirm password', passwordType, 'new-password')}
      {!isSignUp && (
        // Password reset is not offered yet (spec: the button has no behaviour).
        <TextButton type="button">Forgot your password?</TextButton>
      )}
      {serverError && (
        <Callout $tone="danger" role="alert">
          {serverError}
        </Callout>
      )}
      <Button type="submit" $block $size="lg" disabled={submitting} aria-busy={submitting || undefined}>
        {isSignUp ? 'Create Account' : 'Sign In'}
      </Button>
      <Centered>
        <TextButton type="button" onClick={toggleMode}>
          {isSignUp ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
        </TextButton>
      </Centered>
    </Form>
  );
}
