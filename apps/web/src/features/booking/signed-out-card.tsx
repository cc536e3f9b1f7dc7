import { AnchorLink } from "@chamak/web-client";
import { Alert, Button, Group, Paper, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { LoginModal } from "../auth/login-modal";
import { useFirstBookingOffer } from "../catalog/first-booking-offer";

/** Signed out: the form needs an account. Logging in here keeps the cart and the page. */
export function SignedOutCard() {
  const t = useT("booking");
  const [loginOpen, setLoginOpen] = useState(false);
  const offer = useFirstBookingOffer();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-label={t("accountTitle")}
    >
      <Title order={2} size="h4" mb="xs">
        {t("accountTitle")}
      </Title>
      <Text mb="md">{t("loginToBook")}</Text>
      {offer ? (
        <Alert color="teal" variant="light" mb="md">
          {t("new30Offer", offer)}
        </Alert>
      ) : null}
      <Group gap="md">
        <Button onClick={() => setLoginOpen(true)}>{t("login")}</Button>
        <Text size="sm">
          {t("noAccount")} <AnchorLink to="/register">{t("signUp")}</AnchorLink>
        </Text>
      </Group>
      <LoginModal opened={loginOpen} onClose={() => setLoginOpen(false)} />
    </Paper>
  );
}
