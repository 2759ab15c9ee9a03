import { PASSWORD_MIN_LENGTH } from '@byway/contracts/rules';

export interface LoginFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

export const EMPTY_LOGIN_VALUES: LoginFormValues = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
};

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 5: email and password required; in sign-up also first and last name, and matching passwords. */
export function validateLogin(values: LoginFormValues, isSignUp: boolean): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_SHAPE.test(email)) errors.email = 'Please enter a valid email address';
  if (!values.password) errors.password = 'Password is required';
  if (isSignUp) {
    if (!values.firstName.trim()) errors.firstName = 'First name is required';
    if (!values.lastName.trim()) errors.lastName = 'Last name is required';
    // Only the length is checked here; how guessable it is, the server judges and explains.
    if (values.password && values.password.length < PASSWORD_MIN_LENGTH)
      errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
    if (values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match';
  }
  return errors;
}
