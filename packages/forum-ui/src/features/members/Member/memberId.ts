/** The member id of a /users/{id} address: a whole number from 1, else null (not found). */
export function memberIdFrom(param: string | null | undefined): number | null {
  const text = param?.trim() ?? '';
  if (!/^[1-9]\d*$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
