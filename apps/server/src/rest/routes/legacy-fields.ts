import { DomainError, isDomainError } from "@chamak/api";

/**
 * Runs a service call and, when it refuses an input field, names that field as the legacy client spells it
 * (e.g. expectedTotalPaise -> totalamout), so `field` in the answer points at what the client sent.
 */
export async function withLegacyFields<T>(
  names: Readonly<Record<string, string>>,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const legacyName = isDomainError(error) && error.field ? names[error.field] : undefined;
    if (isDomainError(error) && legacyName) throw new DomainError(error.code, error.error, legacyName);
    throw error;
  }
}
