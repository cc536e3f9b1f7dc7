import type { BookingView } from "@chamak/contracts";
import { Button } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useFailureText } from "../../auth/phone/use-failure-text";
import { writeBookAgain } from "../../booking/book-again-store";
import { cartActions } from "../../cart/cart-store";
import { clearSelectedSlot } from "../../cart/slot-store";
import { cartOfBookAgain, prefillOfBookAgain } from "./book-again";

/**
 * "Book again" on a booking that is over: asks the server for today's cart of it, puts it in the cart with the
 * vehicle and address for the form, and opens the booking page, where only a slot is left to pick.
 */
export function BookAgainButton({
  booking,
  onNotice,
}: {
  booking: BookingView;
  onNotice(text: string): void;
}) {
  const t = useT("profile");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);

  async function bookAgain() {
    setBusy(true);
    try {
      const again = await queryClient.fetchQuery({
        ...trpc.accounts.saved.bookAgain.queryOptions({ bookingId: booking.id }),
        staleTime: 0,
      });
      if (!again.centreOpen) return onNotice(t("bookAgainClosed", { centre: again.centre.name }));
      if (again.items.length === 0) return onNotice(t("bookAgainNothing"));
      cartActions.replace(cartOfBookAgain(again));
      clearSelectedSlot();
      writeBookAgain(prefillOfBookAgain(again));
      await navigate({ to: "/booking" });
    } catch (error) {
      onNotice(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="sm" variant="light" loading={busy} onClick={() => void bookAgain()}>
      {t("bookAgain")}
    </Button>
  );
}
