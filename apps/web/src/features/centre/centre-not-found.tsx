import { EmptyState } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Container } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { usePageTitle } from "../layout/page-title";

/** /car-wash-details/<id> for a centre that does not exist or is not approved. */
export function CentreNotFound() {
  const t = useT("centre");
  usePageTitle(t("notFoundTitle"));
  return (
    <Container size="sm" py={64}>
      <EmptyState
        order={1}
        title={t("notFoundTitle")}
        description={t("notFoundText")}
        action={<ButtonLink to="/car-wash-shopping">{t("browseCentres")}</ButtonLink>}
      />
    </Container>
  );
}

/** /car-wash-details without an id (the legacy Book Now target): send the visitor to the listing. */
export function PickCentrePage() {
  const t = useT("centre");
  usePageTitle(t("pickCentreTitle"));
  return (
    <Container size="sm" py={64}>
      <EmptyState
        order={1}
        title={t("pickCentreTitle")}
        description={t("pickCentreText")}
        action={<ButtonLink to="/car-wash-shopping">{t("browseCentres")}</ButtonLink>}
      />
    </Container>
  );
}
