/** Signs a demo account in directly (no HTTP): for stories and tests that start logged in. */
import { demoAccounts, type DemoAccountKey } from './db/accounts.ts';
import type { MockDb } from './db/db.ts';
import { sessionUser } from './handlers/_views.ts';

export function signInAs(db: MockDb, account: DemoAccountKey) {
  const row = db.state.users.find((u) => u.email === demoAccounts[account].email);
  if (!row) throw new Error(`No demo account ${account} in this db`);
  const token = db.newToken();
  db.state.tokens.push({ token, user_id: row.id, created_at: db.nowIso() });
  db.changed();
  return { token, user: sessionUser(row) };
}
