import { toldBy } from "@chamak/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/**
 * How the booking's customer would be told of a new time, as the messages really go (their channel choices and
 * numbers): "by SMS", "by SMS and WhatsApp"; null when no message reaches them; undefined while asking.
 */
export function useToldBy(bookingId: number | null): string | null | undefined {
  const trpc = useTRPC();
  const channels = useQuery({
    ...trpc.notifications.bookingChannels.queryOptions({ bookingId: bookingId ?? 0 }),
    enabled: bookingId !== null,
  });
  return channels.data ? toldBy(channels.data) : undefined;
}

/** What the Move dialogs say will happen when the time changes, true to the channels. */
export function moveNotice(told: string | null | undefined): string {
  if (told === undefined) return "The customer is told the new time on the channels they chose.";
  if (told === null)
    return "No message reaches this customer (no number that takes messages, or they turned them off): tell them the new time yourself.";
  return `The customer will be told the new time ${told}.`;
}
