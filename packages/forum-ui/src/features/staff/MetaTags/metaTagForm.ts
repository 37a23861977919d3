/**
 * The meta tag form's fields and rules (plain functions, tested beside them). Spec: page, title
 * and description are required; the image and canonical fields must be URLs; the page is fixed
 * once the record exists.
 */
import type { components, MetaPageKey } from '@forum/api';
import { META_PAGE_KEYS } from '@forum/api/meta-pages';
import { type FormErrors } from '@forum/forum-ui/design-system';
import { metaTagsMessages as m } from './messages.ts';

export type MetaTag = components['schemas']['MetaTag'];
export type MetaTagInput = components['schemas']['MetaTagInput'];

export type MetaTagValues = {
  page: string;
  title: string;
  description: string;
  keywords: string;
  og_title: string;
  og_description: string;
  og_image: string;
  twitter_title: string;
  twitter_description: string;
  twitter_image: string;
  canonical_url: string;
  is_active: boolean;
};

export const META_TAG_DEFAULTS: MetaTagValues = {
  page: '',
  title: '',
  description: '',
  keywords: '',
  og_title: '',
  og_description: '',
  og_image: '',
  twitter_title: '',
  twitter_description: '',
  twitter_image: '',
  canonical_url: '',
  is_active: true,
};

/** The optional text fields, sent as null when left empty. */
const OPTIONAL = [
  'keywords',
  'og_title',
  'og_description',
  'og_image',
  'twitter_title',
  'twitter_description',
  'twitter_image',
  'canonical_url',
] as const;

/** The fields that take a URL. */
export const URL_FIELDS = ['og_image', 'twitter_image', 'canonical_url'] as const;

export function isMetaPageKey(value: string): value is MetaPageKey {
  return (META_PAGE_KEYS as readonly string[]).includes(value);
}

/** An absolute http(s) URL, as the server's `url` rule and a page head expect. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function validateMetaTag(values: MetaTagValues): FormErrors<keyof MetaTagValues> {
  const errors: FormErrors<keyof MetaTagValues> = {};
  if (!isMetaPageKey(values.page)) errors.page = m.choosePage;
  if (values.title.trim() === '') errors.title = m.enterTitle;
  if (values.description.trim() === '') errors.description = m.enterDescription;
  for (const name of URL_FIELDS) {
    const value = values[name].trim();
    if (value !== '' && !isWebUrl(value)) errors[name] = m.enterUrl;
  }
  return errors;
}

/** A record's values in the form (null fields as empty text). */
export function metaTagValues(tag: MetaTag): MetaTagValues {
  const values: MetaTagValues = {
    ...META_TAG_DEFAULTS,
    page: tag.page,
    title: tag.title,
    description: tag.description,
    is_active: tag.is_active,
  };
  for (const name of OPTIONAL) values[name] = tag[name] ?? '';
  return values;
}

/** The update body: trimmed text, empty optional fields as null; the page is not part of it. */
export function metaTagInput(values: MetaTagValues): MetaTagInput {
  const input: MetaTagInput = {
    title: values.title.trim(),
    description: values.description.trim(),
    is_active: values.is_active,
  };
  for (const name of OPTIONAL) {
    const value = values[name].trim();
    input[name] = value === '' ? null : value;
  }
  return input;
}

/** The pages that have no record yet: the only ones a new record can be for. */
export function freePages(tags: readonly Pick<MetaTag, 'page'>[]): MetaPageKey[] {
  const taken = new Set<string>(tags.map((tag) => tag.page));
  return META_PAGE_KEYS.filter((page) => !taken.has(page));
}
