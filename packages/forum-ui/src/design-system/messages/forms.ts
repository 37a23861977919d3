/**
 * Every text of the form layer itself (design-system/forms and the bound fields): the character counter,
 * the over-long and e-mail rules every form gets. The product's own words (the spec has no text
 * for these: it only shows the browser's maxlength cutting silently).
 */
import { formatCount } from '../utils/format/numbers.ts';

const count = (n: number) => formatCount(n);
const characters = (n: number) => `${count(n)} ${n === 1 ? 'character' : 'characters'}`;

export const formText = {
  /** The counter by a field with a limit: '12 / 255 characters'. */
  counter: (length: number, max: number) => `${count(length)} / ${characters(max)}`,
  /** The counter of a field without a limit. */
  counterOnly: (length: number) => characters(length),
  /** Read politely near the limit (never on every key far from it). */
  charactersLeft: (left: number) => `${characters(left)} left`,
  /** Read politely over the limit. */
  charactersOver: (over: number) => `${characters(over)} too many`,
  /** Under a submit button disabled while a required field is blank: 'Reason is required'. */
  requiredToSubmit: (label: string) => `${label} is required`,
  /** The name of a field whose label is not plain text. */
  thisField: 'This field',
  /** The password field's reveal button, when the field gives no labels of its own. */
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;

export const formMessages = {
  /** Over-long input, refused on submit: 'Title is 12 characters too long (255 at most)'. */
  tooLong: (label: string, over: number, max: number) =>
    `${label} is ${characters(over)} too long (${count(max)} at most)`,
  /** An e-mail field whose text is not an address. */
  invalidEmail: 'Please enter a valid email address',
  /** On a form whose submit met a 401 and is sent again once the person logs in. */
  waitsForLogin: 'Your session has ended. Log in again and this form will be sent.',
} as const;
