import { ErrorState } from "@chamak/ui";
import { Container } from "@mantine/core";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";

/** Shown when a route's loader or component throws; retrying reloads the route's data. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container size="sm" py={64}>
      <ErrorState
        title="This page could not load"
        message="Please check your connection and try again."
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Container>
  );
}
