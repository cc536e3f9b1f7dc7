// The messaging module's front door: what other modules may use. Code in another module imports
// `../messaging`, never one of its files (`pnpm lint` checks); tests may reach in.

export {
  type CallMasking,
  CallMaskingError,
  callsOf,
  type MaskedCall,
  type MaskedCallInput,
} from "./call-masking-deps";
export {
  ChannelError,
  type MessageChannel,
  type MessageTemplate,
  type PhoneMessage,
  TEMPLATE_KINDS,
  type TemplateValues,
} from "./channels";
export type { MessagingDeps } from "./messaging-deps";
export { messagingOf } from "./messaging-of";
export { issueOtp, type OtpPurposeRow, verifyOtp } from "./otp.service";
export { countAddressAttempt, type SignInLimits } from "./sign-in-limits";
