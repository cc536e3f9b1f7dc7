import { ButtonLink } from "@chamak/web-client";
import { Container, Group, Stack, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";
import classes from "./home.module.css";

/** The real first-booking offer: code NEW30, 30% off up to ₹300 (the server applies it at checkout). */
export function PromoBanner() {
  const t = useT("homeBelow");
  const [before, after] = t("promoText").split("NEW30");
  return (
    <Container
      size="xl"
      className={classes.section}
      component="section"
      aria-label={`${t("promoOff")} · ${t("promoTitle")}`}
    >
      <div className={classes.promo}>
        <Group justify="space-between" align="center" p={{ base: "lg", sm: 40 }} gap="lg">
          <Stack gap={6} maw={620}>
            <Text className={classes.promoOff}>{t("promoOff")}</Text>
            <Text fz={{ base: "xl", sm: 28 }} fw={800}>
              {t("promoTitle")}
            </Text>
            <Text>
              {before}
              <span className={classes.code}>NEW30</span>
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
