import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'password';

/** Fills and submits the login form on /login (the page must already be there). */
export async function submitLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}
