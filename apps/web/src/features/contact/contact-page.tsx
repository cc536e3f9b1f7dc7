import { IconClock, IconMail, IconMapPin, IconPhone } from "@chamak/ui";
import { Card, Container, Grid, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { PageHeader } from "../layout/page-header";
import { COMPANY } from "../layout/site-links";
import { ContactForm } from "./contact-form";

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon variant="light" radius="xl" size="lg">
        {icon}
      </ThemeIcon>
      <div>
        <Text size="sm" fw={700}>
          {label}
        </Text>
        <Text size="sm">{children}</Text>
      </div>
    </Group>
  );
}

export function ContactPage() {
  const t = useT("contact");
  return (
    <>
      <PageHeader title={t("title")}>{t("intro")}</PageHeader>
      <Container size="lg" py="xl">
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="reach-us">
              <Title order={2} size="h4" id="reach-us" mb="md">
                {t("reachUs")}
              </Title>
              <Stack gap="md">
                <InfoRow icon={<IconPhone size={18} />} label={t("phone")}>
                  <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
                </InfoRow>
                <InfoRow icon={<IconMail size={18} />} label={t("email")}>
                  <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
                </InfoRow>
                <InfoRow icon={<IconMapPin size={18} />} label={t("office")}>
                  {[COMPANY.legalName, ...COMPANY.address].map((line) => (
                    <span key={line} style={{ display: "block" }}>
                      {line}
                    </span>
                  ))}
                </InfoRow>
                <InfoRow icon={<IconClock size={18} />} label={t("hours")}>
                  {t("hoursValue")}
                </InfoRow>
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card
              withBorder
              radius="lg"
              padding="lg"
              component="section"
              aria-labelledby="contact-form-title"
            >
              <Title order={2} size="h4" id="contact-form-title" mb="sm">
                {t("formTitle")}
              </Title>
              <ContactForm />
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
