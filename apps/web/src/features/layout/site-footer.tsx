import { BrandLogo, IconMail, IconMapPin, IconPhone } from "@chamak/ui";
import { Box, Container, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link, type LinkProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { FooterSocial } from "./footer-social";
import classes from "./site-footer.module.css";
import { COMPANY, FOOTER_CITIES, SERVICE_LINKS } from "./site-links";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <h2 className={classes.heading}>{title}</h2>
      <ul className={classes.list}>{children}</ul>
    </Box>
  );
}

function FooterLink(props: LinkProps & { children: ReactNode }) {
  return (
    <li>
      <Link className={classes.link} {...props} />
    </li>
  );
}

export function SiteFooter() {
  const t = useT("layout");
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing={{ base: 32, md: 24 }}>
          <Stack gap="sm" className={classes.brandColumn}>
            <Link
              to="/"
              aria-label={t("homeLabel")}
              style={{ textDecoration: "none", alignSelf: "flex-start" }}
            >
              <BrandLogo tone="inverse" />
            </Link>
            <Text size="sm">{t("footerAbout")}</Text>
            <FooterSocial label={t("followUs")} />
          </Stack>
          <Column title={t("company")}>
            <FooterLink to="/about">{t("aboutUs")}</FooterLink>
            <FooterLink to="/blog-page">{t("blog")}</FooterLink>
            <FooterLink to="/contact-us">{t("contactUs")}</FooterLink>
            <FooterLink to="/car-wash-seller">{t("servicesListing")}</FooterLink>
            <FooterLink to="/car-wash-shopping">{t("findCentres")}</FooterLink>
          </Column>
          <Column title={t("services")}>
            {SERVICE_LINKS.map((link) => (
              <FooterLink key={link.key} to="/car-wash-shopping" search={{ q: link.q }}>
                {t(link.key)}
              </FooterLink>
            ))}
          </Column>
          <Column title={t("cities")}>
            {FOOTER_CITIES.map(({ city, key }) => (
              <FooterLink key={city} to="/car-wash-shopping" search={{ city }}>
                {t("cityIn", { city: t(key) })}
              </FooterLink>
            ))}
          </Column>
          <Column title={t("policies")}>
            <FooterLink to="/cancellation-policy">{t("cancellationPolicy")}</FooterLink>
            <FooterLink to="/terms-and-conditions">{t("termsAndConditions")}</FooterLink>
            <FooterLink to="/privacy-policy">{t("privacyPolicy")}</FooterLink>
            <FooterLink to="/booking-policy">{t("bookingPolicy")}</FooterLink>
          </Column>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt={40}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconMapPin size={18} style={{ flex: "none" }} />
            <Text size="sm" component="address" style={{ fontStyle: "normal" }}>
              <Text span fw={700} size="sm" c="white">
                {t("officeAddress")}:{" "}
              </Text>
              {[COMPANY.legalName, ...COMPANY.address].join(", ")}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <IconMail size={18} style={{ flex: "none" }} />
            <Text size="sm">
              {t("support")}:{" "}
              <a className={classes.link} href={`mailto:${COMPANY.email}`}>
                {COMPANY.email}
              </a>
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <IconPhone size={18} style={{ flex: "none" }} />
            <a className={classes.link} href={COMPANY.phoneHref}>
              {COMPANY.phone}
            </a>
          </Group>
        </SimpleGrid>
      </Container>
      <div className={classes.bottom}>
        <Container size="xl" py="md">
          <Text size="xs">{t("rights", { year: new Date().getFullYear() })}</Text>
        </Container>
      </div>
    </footer>
  );
}
