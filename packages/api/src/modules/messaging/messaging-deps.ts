import type { OtpChannel } from "@chamak/contracts";
import type { MessageChannel } from "./channels";
import type { SignInLimits } from "./sign-in-limits";

/** One message the local stand-ins recorded (no provider configured): what the console shows admins. */
export interface StandinMessage {
  id: string;
  channel: OtpChannel;
  /** +91 and 10 digits. */
  to: string;
  text: string;
  template: string;
  at: string;
}

/** Reads the stand-ins' record over their HTTP API. */
export interface StandinInbox {
  list(query: { to?: string; limit?: number }): Promise<StandinMessage[]>;
}

/** How the server reaches phones. Built once by the host (apps/server), from its configuration. */
export interface MessagingDeps {
  channels: Record<OtpChannel, MessageChannel>;
  /** The key of the codes' HMAC; never stored in the database (see otp.service.ts). */
  otpKey: string;
  limits: SignInLimits;
  /** Set when the channels are the local stand-ins. */
  standinInbox: StandinInbox | null;
  /** Told about a message a provider did not take (the host logs it). */
  onSendFailure?: (error: unknown, channel: OtpChannel) => void;
}
