import { IconChevronRight } from "@chamak/ui";
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useT } from "../../lib/i18n";
import { PageHeader } from "../layout/page-header";
import classes from "./seller.module.css";
import { SellerRegistrationForm } from "./seller-registration-form";

const COUNTERS = [
  { value: "6", label: "years" },
  { value: "10", label: "offices" },
  { value: "1175", label: "clients" },
  { value: "30", label: "professionals" },
] as const;

/** Scrolls to the registration form and puts the cursor in its first field. */
function openRegistration() {
  document.getElementById("registration")?.scrollIntoView({ behavior: "smooth", block: "start" });
  document.getElementById("seller-centreName")?.focus({ preventScroll: true });
}

// Unlike the legacy page, opening this page leaves the visitor's storage (cart, language) alone.
export function SellerPage() {
  const t = useT("seller");
  const quickLinks = [
    { title: t("qlRegister"), text: t("qlRegisterText"), kind: "register" },
    { title: t("qlList"), text: t("qlListText"), kind: "console" },
    { title: t("qlOffer"), text: t("qlOfferText"), kind: "/car-wash-shopping" },
    { title: t("qlContact"), text: t("qlContactText"), kind: "/contact-us" },
  ] as const;
  return (
    <>
      <PageHeader title={t("title")} />
      <section className={classes.hero}>
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <Stack gap="md" maw={640}>
            <Title order={2} fz={{ base: 28, sm: 40 }} c="white" lh={1.15}>
              {t("heroTitle")}
            </Title>
            <Text fz="lg">{t("heroText")}</Text>
            <Group gap="sm">
              <Button size="md" radius="xl" variant="white" c="chamak.8" onClick={openRegistration}>
                {t("register")}
              </Button>
              <Button size="md" radius="xl" variant="outline" color="white" component="a" href="/console/">
                {t("login")}
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>
      <Container size="lg" py="xl">
        <Stack gap={48}>
          <section aria-labelledby="quick-links">
            <Title order={2} size="h3" id="quick-links" mb="md" c="chamak.9">
              {t("quickLinks")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
              {quickLinks.map((link) => {
                const body = (
                  <>
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={700}>{link.title}</Text>
                      <IconChevronRight size={18} />
                    </Group>
                    <Text size="sm" c="gray.7">
                      {link.text}
                    </Text>
                  </>
                );
                if (link.kind === "register") {
                  return (
                    <button
                      key={link.title}
                      type="button"
                      onClick={openRegistration}
                      className={classes.quickLink}
                    >
                      {body}
                    </button>
                  );
                }
                if (link.kind === "console") {
                  return (
                    <a key={link.title} href="/console/" className={classes.quickLink}>
                      {body}
                    </a>
                  );
                }
                return (
                  <Link key={link.title} to={link.kind} className={classes.quickLink}>
                    {body}
                  </Link>
                );
              })}
            </SimpleGrid>
          </section>
          <section aria-labelledby="seller-about">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <div>
                <Title order={2} size="h3" id="seller-about" mb="sm" c="chamak.9">
                  {t("aboutTitle")}
                </Title>
                <Text lh={1.7}>{t("aboutText")}</Text>
              </div>
              <SimpleGrid cols={2} spacing="md" component="dl" m={0}>
                {COUNTERS.map((counter) => (
                  <div key={counter.label} className={classes.counter}>
                    <Text component="dt" fw={600} c="gray.7">
                      {t(counter.label)}
                    </Text>
                    <Text component="dd" m={0} className={classes.counterValue}>
                      {counter.value}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </SimpleGrid>
          </section>
          <Card
            withBorder
            radius="lg"
            padding="lg"
            component="section"
            aria-labelledby="registration"
            id="registration-card"
          >
            <Title order={2} size="h3" id="registration" mb={4} c="chamak.9" className={classes.anchorTarget}>
              {t("formTitle")}
            </Title>
            <Text c="gray.7" mb="lg">
              {t("formIntro")}
            </Text>
            <SellerRegistrationForm />
          </Card>
        </Stack>
      </Container>
    </>
  );
}
