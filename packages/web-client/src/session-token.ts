/**
 * The bearer token, as the legacy app stores it: sessionStorage "token".
 * Missing, empty or the text "null" means signed out.
 */
export function readSessionToken(): string | null {
  let stored: string | null;
  try {
    stored = window.sessionStorage.getItem("token");
  } catch {
    return null; // storage blocked (privacy settings): treat as signed out
  }
  const token = stored?.trim();
  return token && token !== "null" ? token : null;
}

export function storeSessionToken(token: string): void {
  window.sessionStorage.setItem("token", token);
}

export function clearSessionToken(): void {
  try {
    window.sessionStorage.removeItem("token");
  } catch {
    // storage blocked: nothing stored either
  }
}
