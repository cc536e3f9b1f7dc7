import { type BookingView, formatIndiaWeekdayDateTime, formatRupees, POLICY } from "@chamak/contracts";
import { IconCheck } from "@chamak/ui";
import { AnchorLink } from "@chamak/web-client";
import { Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { useSession } from "../auth/use-session";
import { cartActions } from "../cart/cart-store";
import { clearSelectedSlot } from "../cart/slot-store";
import { usePageTitle } from "../layout/page-title";
import { writeBookingDraft } from "./booking-draft-store";

function finishBooking() {
  cartActions.clear();
  clearSelectedSlot();
  writeBookingDraft(null);
}

/** How the booking is paid, as its money (from the ledger) and method say: paid online, or what is left to pay where. */
export function paymentLine(booking: BookingView, t: ReturnType<typeof useT<"booking">>): string {
  const { money } = booking;
  if (money.capturedPaise > 0 && money.outstandingPaise === 0) {
    return t("complete.paidOnline", { amount: formatRupees(money.capturedPaise) });
  }
  const amount = formatRupees(money.outstandingPaise);
  if (booking.paymentMethod === "upi") return t("complete.notPaid", { amount });
  return booking.serviceMode === "doorstep"
    ? t("complete.payWasher", { amount })
    : t("complete.payAtCentre", { amount });
}

/**
 * The one confirmation of a booking, paid online or to be paid at the centre: what is true of it as the server
 * tells it. Then (after POLICY.bookingCompleteRedirectMs, as the legacy site did) it empties the cart and opens
 * the profile.
 */
export function BookingCompletePage({ code }: { code: string | undefined }) {
  const t = useT("booking");
  const { lang } = useLang();
  usePageTitle(t("bookingComplete"));
  const navigate = useNavigate();
  const trpc = useTRPC();
  const { signedIn } = useSession();
  const enabled = signedIn && code !== undefined;
  const found = useQuery({
    ...trpc.booking.mine.queryOptions({ page: 1, pageSize: 1, ...(code ? { code } : {}) }),
    enabled,
  });
  const booking = found.data?.items[0];
  // The time on this page counts from when it says how the booking is paid, however slow the answer.
  const shown = !enabled || !found.isPending;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => {
      finishBooking();
      void navigate({ to: "/profile", replace: true });
    }, POLICY.bookingCompleteRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate, shown]);
  // Leaving early (e.g. the link below) still ends this cart: the booking is made.
  useEffect(() => finishBooking, []);

  return (
    <Container size="sm" px="md" py={{ base: 40, sm: 80 }}>
      <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }} ta="center">
        <Stack align="center" gap="sm">
          <ThemeIcon size={64} radius="xl" color="green" aria-hidden>
            <IconCheck size={34} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t("bookingComplete")}
          </Title>
          {code ? (
            <Text>
              {t("bookingCompleteBody")}{" "}
              <Text span fw={700} ff="monospace" data-testid="booking-code">
                {code}
              </Text>
            </Text>
          ) : null}
          {booking ? (
            <Stack gap={4} align="center" data-testid="booking-payment">
              <Text size="sm" c="dimmed">
                {t("complete.when", {
                  centre: booking.centre.name,
                  when: formatIndiaWeekdayDateTime(booking.slotStart, lang),
                })}
              </Text>
              <Text fw={600}>{paymentLine(booking, t)}</Text>
              <Text size="sm">
                {booking.status === "confirmed" ? t("complete.confirmed") : t("complete.centreConfirms")}
              </Text>
            </Stack>
          ) : found.isFetching ? (
            <Text size="sm" c="dimmed" role="status">
              {t("complete.loading")}
            </Text>
          ) : (
            <Text size="sm">{t("complete.notFound")}</Text>
          )}
          <Stack gap={6} align="center" role="status" aria-live="polite" mt="sm">
            <Loader size="sm" type="dots" />
            <Text c="dimmed" size="sm">
              {t("redirecting")}
            </Text>
          </Stack>
          <AnchorLink to="/profile" size="sm">
            {t("goToProfile")}
          </AnchorLink>
        </Stack>
      </Paper>
    </Container>
  );
}
