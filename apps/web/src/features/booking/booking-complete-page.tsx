import { POLICY } from "@chamak/contracts";
import { IconCheck } from "@chamak/ui";
import { AnchorLink } from "@chamak/web-client";
import { Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useT } from "../../lib/i18n";
import { cartActions } from "../cart/cart-store";
import { clearSelectedSlot } from "../cart/slot-store";
import { usePageTitle } from "../layout/page-title";
import { writeBookingDraft } from "./booking-draft-store";

function finishBooking() {
  cartActions.clear();
  clearSelectedSlot();
  writeBookingDraft(null);
}

/** Confirms the booking, then (after POLICY.bookingCompleteRedirectMs) empties the cart and opens the profile. */
export function BookingCompletePage({ code }: { code: string | undefined }) {
  const t = useT("booking");
  usePageTitle(t("bookingComplete"));
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      finishBooking();
      void navigate({ to: "/profile", replace: true });
    }, POLICY.bookingCompleteRedirectMs);
    return () => {
      clearTimeout(timer);
      // Leaving early (e.g. the link below) still ends this cart: the booking is made.
      finishBooking();
    };
  }, [navigate]);

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
