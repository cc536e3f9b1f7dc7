import { Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useT } from "../../lib/i18n";
import classes from "./home.module.css";

const STEPS = [
  ["step1Title", "step1Text"],
  ["step2Title", "step2Text"],
  ["step3Title", "step3Text"],
] as const;

export function HowItWorks() {
  const t = useT("homeBelow");
  return (
    <section className={`${classes.section} ${classes.tint}`} aria-labelledby="how-title">
      <Container size="xl">
        <Title order={2} id="how-title" c="chamak.9" mb="lg">
          {t("howTitle")}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          spacing="lg"
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
        >
          {STEPS.map(([title, text], index) => (
            <li key={title}>
              <Group align="flex-start" wrap="nowrap" gap="md">
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <Stack gap={4}>
                  <Title order={3} size="h4">
                    {t(title)}
                  </Title>
                  <Text c="gray.7">{t(text)}</Text>
                </Stack>
              </Group>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
