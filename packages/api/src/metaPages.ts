import type { components } from './schema.gen.ts';

export type MetaPageKey = components['schemas']['MetaPageKey'];

/** Every meta-tag page key of the contract, at run time (the app's routes and the mock seed use it). */
export const META_PAGE_KEYS = [
  'home',
  'login',
  'signup',
  'contact',
  'about',
  'news',
  'forum',
  'articles',
  'discussions',
  'tech-news',
  'products',
  'events',
  'gaming',
  'general-tech',
  'hardware',
  'support',
  'team',
  'profile',
  'trending',
  'statistics',
  'shoutbox',
  'search',
  'admin',
] as const satisfies readonly MetaPageKey[];

// Fails to compile when openapi.yaml gains a page key this list lacks.
type Missing = Exclude<MetaPageKey, (typeof META_PAGE_KEYS)[number]>;
export const META_PAGE_KEYS_COMPLETE: Missing extends never ? true : never = true;
