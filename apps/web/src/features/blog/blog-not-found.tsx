import { EmptyState } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Container } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { usePageTitle } from "../layout/page-title";

export function BlogNotFound() {
  const t = useT("blog");
  usePageTitle(t("notFoundTitle"));
  return (
    <Container size="sm" py={64}>
      <EmptyState
        order={1}
        title={t("notFoundTitle")}
        description={t("notFoundText")}
        action={<ButtonLink to="/blog-page">{t("backToBlog")}</ButtonLink>}
      />
    </Container>
  );
}
