import { EmptyState } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Container } from "@mantine/core";
import { useT } from "../../lib/i18n";

export function BlogNotFound() {
  const t = useT("blog");
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
