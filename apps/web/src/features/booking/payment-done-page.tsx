import { IconCheck } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Container, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { usePageTitle } from "../layout/page-title";

export function PaymentDonePage() {
  const t = useT("booking");
  usePageTitle(t("paymentSuccessful"));
  return (
    <Container size="sm" px="md" py={{ base: 40, sm: 80 }}>
      <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }} ta="center">
        <Stack align="center" gap="sm">
          <ThemeIcon size={64} radius="xl" color="green" aria-hidden>
            <IconCheck size={34} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t("paymentSuccessful")}
          </Title>
          <Text c="dimmed">{t("paymentSuccessBody")}</Text>
          <ButtonLink to="/car-wash-shopping" mt="md">
            {t("continueShopping")}
          </ButtonLink>
        </Stack>
      </Paper>
    </Container>
  );
}
