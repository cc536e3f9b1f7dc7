export type { CallAllocation, DialAnswer, DialRecord, DialRefusal } from "./call-allocations";
export type { ExotelStandinOptions } from "./exotel.routes";
export type { FaultChannel } from "./faults";
export type { RecordedMessage } from "./inbox";
export type { Msg91StandinOptions } from "./msg91.routes";
export { type RunningMessagingStandin, startMessagingStandin } from "./standalone";
export {
  createMessagingStandin,
  type MessagingStandin,
  type MessagingStandinControls,
  type MessagingStandinOptions,
} from "./standin";
export type { WhatsAppStandinOptions } from "./whatsapp.routes";
