/**
 * Demo accounts of the seeded mock database (listed in the README). Every one uses the
 * password `password`.
 */
export const DEMO_PASSWORD = 'password';

export const demoAccounts = {
  admin: { email: 'admin@example.com', password: DEMO_PASSWORD, name: 'Ada Admin', role: 'admin' },
  moderator: {
    email: 'moderator@example.com',
    password: DEMO_PASSWORD,
    name: 'Mona Moderator',
    role: 'moderator',
  },
  user: {
    email: 'user@example.com',
    password: DEMO_PASSWORD,
    name: 'Juan dela Cruz',
    role: 'user',
  },
  /** Registered but never verified: login answers 403. */
  unverified: {
    email: 'unverified@example.com',
    password: DEMO_PASSWORD,
    name: 'Una Verified',
    role: 'user',
  },
  /** Banned: login answers 403 "Your account has been banned.". */
  banned: {
    email: 'banned@example.com',
    password: DEMO_PASSWORD,
    name: 'Ben Banned',
    role: 'user',
  },
  /** Suspended for a month from the seed date: can log in and read, every protected call is 403. */
  suspended: {
    email: 'suspended@example.com',
    password: DEMO_PASSWORD,
    name: 'Sam Suspended',
    role: 'user',
  },
} as const;

export type DemoAccountKey = keyof typeof demoAccounts;

/** The fixed "now" of the seed data: nothing in the seed depends on the real clock. */
export const SEED_NOW = '2026-11-01T00:00:00.000Z';
export const SEED_NOW_MS = Date.parse(SEED_NOW);
export const SEED = 20261101;
