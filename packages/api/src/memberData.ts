/**
 * What the device keeps for the member signed in, and its removal at logout (OWASP ASVS 5.0
 * 14.3.1: authenticated data leaves client storage when the session ends, even when the server
 * cannot be reached). Each store that keeps something of a member's says how to remove it, once,
 * where the app is put together (app/src/memberData.ts, which the app hands to useLogout);
 * this package adds its own outbox (logout.ts). Logout runs every one of them, right after the
 * session leaves storage, online or not. Not in the first visit: it loads with logout.ts.
 */

/** Removes one store's data of the member (synchronously where it can: a tab may close next). */
export type MemberDataClearer = () => void | Promise<unknown>;

const clearers = new Map<string, MemberDataClearer>();

/** Registers a store kept for the member under `name` (again: replaces it); returns its removal. */
export function keepsMemberData(name: string, clear: MemberDataClearer): () => void {
  clearers.set(name, clear);
  return () => {
    if (clearers.get(name) === clear) clearers.delete(name);
  };
}

/**
 * Removes everything every store keeps for the member. The synchronous parts run at once, in
 * order; resolves with the names of the stores that failed (each one is tried).
 */
export async function clearMemberData(): Promise<string[]> {
  const runs = [...clearers].map(([name, clear]) => {
    try {
      return Promise.resolve(clear()).then(
        () => null,
        () => name,
      );
    } catch {
      return Promise.resolve(name);
    }
  });
  return (await Promise.all(runs)).filter((name): name is string => name !== null);
}
