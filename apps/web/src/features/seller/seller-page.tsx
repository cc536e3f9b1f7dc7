import { IconChevronRight } from "@chamak/ui";
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useT } from "../../lib/i18n";
import { PageHeader } from "../layout/page-header";
import classes from "./seller.module.css";
import { SellerRegistrationForm } from "./seller-registration-form";

/** From application to bookings: what a centre does, and what Chamak does, in order. */
const STEPS = [
  { title: "step1", text: "step1Text" },
  { title: "step2", text: "step2Text" },
  { title: "step3", text: "step3Text" },
  { title: "step4", text: "step4Text" },
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
              <section aria-labelledby="seller-steps">
                <Title order={3} size="h4" id="seller-steps" mb="sm" c="chamak.9">
                  {t("stepsTitle")}
                </Title>
                <ol className={classes.steps}>
                  {STEPS.map((step, index) => (
                    <li key={step.title} className={classes.step}>
                      <span className={classes.stepNumber} aria-hidden="true">
                        {index + 1}
                      </span>
                      <div>
                        <Text fw={700} c="chamak.9">
                          {t(step.title)}
                        </Text>
                        <Text size="sm" c="gray.7">
                          {t(step.text)}
                        </Text>
                      </div>
                    </li>
                  ))}
                </ol>
              </section>
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
