import { EmptyState } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Container } from "@mantine/core";

export function NotFoundPage() {
  return (
    <Container size="sm" py={64}>
      <EmptyState
        order={1}
        title="Page not found"
        description="The page you asked for does not exist or has moved."
        action={<ButtonLink to="/">Back to the console</ButtonLink>}
      />
    </Container>
  );
}
