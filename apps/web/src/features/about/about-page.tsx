import { IconDroplet, IconLeaf, IconSparkles, IconTruck } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { PageHeader } from "../layout/page-header";
import classes from "./about.module.css";

const AREAS = [
  { icon: IconLeaf, title: "ecoTitle", text: "ecoText" },
  { icon: IconSparkles, title: "packagesTitle", text: "packagesText" },
  { icon: IconDroplet, title: "steamTitle", text: "steamText" },
  { icon: IconTruck, title: "pickDropTitle", text: "pickDropText" },
] as const;

const PROCESS = [
  { id: 1, title: "step1Title", text: "step1Text" },
  { id: 2, title: "step2Title", text: "step2Text" },
  { id: 3, title: "step3Title", text: "step3Text" },
  { id: 4, title: "step4Title", text: "step4Text" },
  { id: 5, title: "step5Title", text: "step5Text" },
] as const;

export function AboutPage() {
  const t = useT("about");
  return (
    <>
      <PageHeader title={t("title")}>{t("intro")}</PageHeader>
      <Container size="lg" py="xl">
        <Stack gap={56}>
          <section className={classes.story} aria-labelledby="story">
            <Title order={2} id="story" c="chamak.9" mb="sm">
              {t("storyTitle")}
            </Title>
            <Text fz="lg" lh={1.7} maw={760}>
              {t("story")}
            </Text>
          </section>
          <section aria-labelledby="areas">
            <Title order={2} id="areas" c="chamak.9" mb="lg">
              {t("areasTitle")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
              {AREAS.map(({ icon: Icon, title, text }) => (
                <Card key={title} withBorder radius="lg" padding="lg">
                  <ThemeIcon size={48} radius="xl" variant="light" color="aqua" mb="sm">
                    <Icon size={24} />
                  </ThemeIcon>
                  <Title order={3} size="h4" mb={6}>
                    {t(title)}
                  </Title>
                  <Text size="sm" c="gray.7">
                    {t(text)}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>
          <section aria-labelledby="process">
            <Title order={2} id="process" c="chamak.9" mb="lg">
              {t("processTitle")}
            </Title>
            <ol className={classes.process}>
              {PROCESS.map((step) => (
                <li key={step.id}>
                  <Group wrap="nowrap" align="flex-start" gap="md">
                    <span className={classes.number} aria-hidden="true">
                      {String(step.id).padStart(2, "0")}
                    </span>
                    <div>
                      <Title order={3} size="h4">
                        {t(step.title)}
                      </Title>
                      <Text c="gray.7">{t(step.text)}</Text>
                    </div>
                  </Group>
                </li>
              ))}
            </ol>
          </section>
          <section className={classes.banner} aria-labelledby="book-today">
            <Stack gap="sm" align="flex-start">
              <Title order={2} id="book-today" c="white">
                {t("bannerTitle")}
              </Title>
              <Text maw={560}>{t("bannerText")}</Text>
              <ButtonLink to="/car-wash-shopping" variant="white" c="chamak.8" size="md" radius="xl">
                {t("bannerCta")}
              </ButtonLink>
            </Stack>
          </section>
        </Stack>
      </Container>
    </>
  );
}
