import { EmptyState } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Container } from "@mantine/core";

/** A page the signed-in member's role does not allow: why, who may, and the way back. */
export function NotAllowed({ message }: { message: string }) {
  return (
    <Container size="sm" py={64}>
      <EmptyState
        order={1}
        title="Your role does not allow this page"
        description={message}
        action={<ButtonLink to="/vendor">Back to the console</ButtonLink>}
      />
    </Container>
  );
}
