import { ButtonLink } from "@chamak/web-client";
import { Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useT } from "../../lib/i18n";
import classes from "./hero.module.css";
import { HeroSlider } from "./hero-slider";
import { TypedHeadline } from "./typed-headline";

export function HeroSection() {
  const t = useT("home");
  const lines = useMemo(() => [t("headline1"), t("headline2"), t("headline3")], [t]);
  return (
    <section className={classes.hero}>
      <Container size="xl" pt={{ base: 32, sm: 56 }} pb={{ base: 72, sm: 96 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 48 }} className={classes.grid}>
          <Stack gap="lg" justify="center">
            <Title order={1} className={classes.title}>
              <TypedHeadline lines={lines} />
            </Title>
            <Text className={classes.tagline}>{t("tagline")}</Text>
            <Text c="gray.7" maw={520}>
              {t("heroText")}
            </Text>
            <Group>
              <ButtonLink to="/car-wash-shopping" size="lg" radius="xl">
                {t("bookNow")}
              </ButtonLink>
            </Group>
          </Stack>
          <HeroSlider />
        </SimpleGrid>
      </Container>
    </section>
  );
}
