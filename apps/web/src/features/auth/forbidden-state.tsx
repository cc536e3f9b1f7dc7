import { EmptyState } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Container } from "@mantine/core";
import { useT } from "../../lib/i18n";

/** A 403: says so plainly and offers a way out (never redirects, so it cannot loop). */
export function ForbiddenState({ message }: { message?: string | null }) {
  const t = useT("auth");
  return (
    <Container size="sm" py={64} role="alert">
      <EmptyState
        order={1}
        title={t("forbiddenTitle")}
        description={message ?? t("forbiddenBody")}
        action={
          <ButtonLink to="/" variant="light">
            {t("goHome")}
          </ButtonLink>
        }
      />
    </Container>
  );
}
