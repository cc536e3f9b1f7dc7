import { EmptyState } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { useT } from "../../lib/i18n";
import { useSession } from "../auth/use-session";
import { useCart } from "../cart/cart-store";
import { useSelectedSlot } from "../cart/slot-store";
import { AwaitingPayments } from "./awaiting-payments";
import { cartRequestOf } from "./booking-cart";
import { BookingCheckout } from "./booking-checkout";
import classes from "./booking-page.module.css";
import { OrderSummary } from "./order-summary";
import { PageFrame } from "./page-frame";
import { SignedOutCard } from "./signed-out-card";
import { useQuote } from "./use-quote";

export function BookingPage() {
  const t = useT("booking");
  const { signedIn } = useSession();
  const cart = useCart();
  const { slot } = useSelectedSlot();
  const request = useMemo(() => cartRequestOf(cart.items), [cart.items]);

  if (!request) {
    return (
      <PageFrame title={t("pageTitle")}>
        {signedIn ? <AwaitingPayments /> : null}
        <EmptyState
          title={t("emptyCart")}
          description={t("emptyCartBody")}
          action={<ButtonLink to="/car-wash-shopping">{t("browseServices")}</ButtonLink>}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t("pageTitle")}>
      {signedIn ? (
        <BookingCheckout
          // A new sign-in starts a fresh form (new idempotency key, the profile's details).
          key="signed-in"
          items={cart.items}
          cart={request}
          centreName={cart.centreName ?? ""}
          slot={slot}
        />
      ) : (
        <SignedOutBooking items={cart.items} request={request} centreName={cart.centreName ?? ""} />
      )}
    </PageFrame>
  );
}

function SignedOutBooking({
  items,
  request,
  centreName,
}: {
  items: ReturnType<typeof useCart>["items"];
  request: NonNullable<ReturnType<typeof cartRequestOf>>;
  centreName: string;
}) {
  const t = useT("booking");
  const priced = useQuote(request, "at_centre", null);
  return (
    <div className={classes.layout}>
      <div className={classes.form}>
        <SignedOutCard />
      </div>
      <Stack gap="md" className={classes.side}>
        <OrderSummary
          items={items}
          centreName={centreName}
          quote={priced.quote}
          quotePending={priced.isPending}
          quoteError={priced.error}
          promo={
            <Text size="sm" c="dimmed">
              {t("promoAfterLogin")}
            </Text>
          }
        />
      </Stack>
    </div>
  );
}
