import { EmptyState } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Container } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { usePageTitle } from "./page-title";

export function NotFoundPage() {
  const t = useT("layout");
  usePageTitle(t("pageNotFound"));
  return (
    <Container size="sm" py={64}>
      <EmptyState
        order={1}
        title={t("pageNotFound")}
        description={t("pageNotFoundText")}
        action={<ButtonLink to="/">{t("backHome")}</ButtonLink>}
      />
    </Container>
  );
}
