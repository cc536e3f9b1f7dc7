import { createFileRoute } from "@tanstack/react-router";
import { isSignedIn } from "../features/auth/session-store";
import { cartRequestOf } from "../features/booking/booking-cart";
import { BookingPage } from "../features/booking/booking-page";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/booking")({
  // Warm the centre (pick & drop) and, when signed in, the profile (prefills); the page shows its own states.
  loader: async ({ context: { queryClient, trpc } }) => {
    const { readCart } = await import("../features/cart/cart-store");
    const cart = cartRequestOf(readCart());
    const warm = cart
      ? Promise.all([
          queryClient.ensureQueryData(trpc.catalog.centre.queryOptions({ id: cart.centreId })),
          isSignedIn() ? queryClient.ensureQueryData(trpc.accounts.me.queryOptions()) : null,
        ]).catch(() => undefined)
      : null;
    await Promise.all([loadTexts("booking", "auth", "errors"), warm]);
  },
  component: BookingPage,
});
