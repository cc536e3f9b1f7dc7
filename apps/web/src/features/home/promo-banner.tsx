import { ButtonLink } from "@chamak/web-client";
import { Container, Group, Stack, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { useFirstBookingOffer } from "../catalog/first-booking-offer";
import classes from "./home.module.css";

/**
 * The first-booking offer (NEW30: 30% off up to ₹300, applied by the server at checkout), shown to signed-out
 * visitors and customers who can still use it, as the server says.
 */
export function PromoBanner() {
  const t = useT("homeBelow");
  const offer = useFirstBookingOffer();
  if (!offer) return null;
  const [before, after] = t("promoText", offer).split(offer.code);
  return (
    <Container
      size="xl"
      className={classes.section}
      component="section"
      aria-label={`${t("promoOff", offer)} · ${t("promoTitle")}`}
    >
      <div className={classes.promo}>
        <Group justify="space-between" align="center" p={{ base: "lg", sm: 40 }} gap="lg">
          <Stack gap={6} maw={620}>
            <Text className={classes.promoOff}>{t("promoOff", offer)}</Text>
            <Text fz={{ base: "xl", sm: 28 }} fw={800}>
              {t("promoTitle")}
            </Text>
            <Text>
              {before}
              <span className={classes.code}>{offer.code}</span>
              {after}
            </Text>
          </Stack>
          <ButtonLink
            to="/car-wash-shopping"
            size="lg"
            radius="xl"
            color="white"
            variant="white"
            c="chamak.8"
          >
            {t("shopNow")}
          </ButtonLink>
        </Group>
      </div>
    </Container>
  );
}
