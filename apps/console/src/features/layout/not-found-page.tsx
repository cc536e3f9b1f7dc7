import { EmptyState } from "@chamak/ui";
import { Container } from "@mantine/core";
import { ButtonLink } from "./router-links";

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
