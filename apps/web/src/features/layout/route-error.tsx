import { ErrorState } from "@chamak/ui";
import { Container } from "@mantine/core";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useT } from "../../lib/i18n";
import { usePageTitle } from "./page-title";

/** Shown when a route's loader or component throws; retrying reloads the route's data. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const t = useT("layout");
  usePageTitle(t("loadError"));
  return (
    <Container size="sm" py={64}>
      <ErrorState
        title={t("loadError")}
        message={t("loadErrorText")}
        retryLabel={t("tryAgain")}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Container>
  );
}
