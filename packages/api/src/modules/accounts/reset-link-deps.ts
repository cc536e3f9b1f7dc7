import { DomainError } from "../../errors";
import type { SignInLimits } from "../messaging";
import type { Mailer } from "../notifications";

/** How the server emails password reset links. Built once by the host (apps/server), from its configuration. */
export interface ResetLinkDeps {
  mailer: Mailer;
  /** The customer site's public origin (PUBLIC_URL), which the emailed link opens: `https://chamak.in`. */
  siteUrl: string;
  /** One address's allowance of link requests and resets: the sign-in steps, high for carrier NAT. */
  perAddress: SignInLimits["perAddress"];
  /** Told about a link email the mailer did not take (the host logs it). */
  onSendFailure?: (error: unknown) => void;
}

/** The host's reset links; a host built without a mailer cannot send them, and says so instead of failing later. */
export function resetLinksOf(ctx: { resetLinks?: ResetLinkDeps | undefined }): ResetLinkDeps {
  if (!ctx.resetLinks) throw new DomainError("UNAVAILABLE", "unavailable");
  return ctx.resetLinks;
}
