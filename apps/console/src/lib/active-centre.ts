/**
 * The centre (branch) the console works on, kept in this browser and sent with every call as `x-centre-id`
 * (CENTRE_HEADER). Absent: the server uses the account's first centre.
 */
const KEY = "chamak.console.centreId";

export function readActiveCentreId(): number | null {
  try {
    const value = Number(window.localStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function storeActiveCentreId(centreId: number | null): void {
  try {
    if (centreId === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, String(centreId));
  } catch {
    // Storage refused (private mode): the console stays on the first centre.
  }
}
