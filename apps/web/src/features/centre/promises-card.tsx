import { POLICY } from "@chamak/contracts";
import { IconDroplet, IconLeaf, IconShield, IconSparkles } from "@chamak/ui";
import { Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useT } from "../../lib/i18n";

const PROMISES = [
  { icon: IconShield, title: "promise1Title", text: "promise1Text" },
  { icon: IconSparkles, title: "promise2Title", text: "promise2Text" },
  { icon: IconDroplet, title: "promise3Title", text: "promise3Text" },
  { icon: IconLeaf, title: "promise4Title", text: "promise4Text" },
] as const;

/** What every Chamak booking can count on (replaces the legacy spa text). */
export function PromisesCard() {
  const t = useT("centre");
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="promises" bg="chamak.0">
      <Title order={2} size="h4" id="promises" mb="md">
        {t("promisesTitle")}
      </Title>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <Group key={title} component="li" wrap="nowrap" align="flex-start" gap="sm">
            <ThemeIcon variant="white" radius="xl" size="lg">
              <Icon size={18} />
            </ThemeIcon>
            <div>
              <Text fw={700} size="sm">
                {t(title)}
              </Text>
              <Text size="sm" c="gray.7">
                {t(text, { hours: POLICY.cancelMinHoursBeforeSlot })}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
