import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A traveller nobody has used before in this run. */
export function newTraveller(first = 'Ada') {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: first,
    lastName: 'Tester',
    email: `${first.toLowerCase()}.${stamp}@example.test`,
    password: 'correct-horse-battery',
  };
}

export async function signUpThroughForm(page: Page, traveller: ReturnType<typeof newTraveller>) {
  await page.goto('/login');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('First name').fill(traveller.firstName);
  await page.getByLabel('Last name').fill(traveller.lastName);
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Password', { exact: true }).fill(traveller.password);
  await page.getByLabel('Confirm password').fill(traveller.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // A new account goes to onboarding first (spec: sign-up goes to /onboarding).
  await expect(page).toHaveURL(/\/onboarding$/);
}
