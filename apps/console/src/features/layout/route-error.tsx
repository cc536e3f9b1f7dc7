import { ErrorState } from "@chamak/ui";
import { httpStatusOf, messageOf } from "@chamak/web-client";
import { Container } from "@mantine/core";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { CentreRoleRefusal } from "./centre-may";
import { NotAllowed } from "./not-allowed";

/**
 * Shown when a route's loader or component throws. A page the member's role may not open says so (and who may);
 * a request the server answered says what it answered; only an unanswered one blames the connection.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof CentreRoleRefusal) return <NotAllowed message={error.message} />;
  if (httpStatusOf(error) === 403) return <NotAllowed message={messageOf(error)} />;
  return (
    <Container size="sm" py={64}>
      <ErrorState
        title="This page could not load"
        message={httpStatusOf(error) === null ? undefined : messageOf(error)}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Container>
  );
}
