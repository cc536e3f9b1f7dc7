import { Anchor, Card, Container, Stack, Text, Title } from "@mantine/core";
import { ApiStatus } from "../health/api-status";

export function ConsoleHomePage() {
  return (
    <Container size="xs" py={{ base: 40, sm: 80 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Centre console</Title>
          <Text c="dimmed">
            Manage your services, slots and bookings. Admins review centres and bookings here.
          </Text>
        </Stack>
        <Card withBorder shadow="sm" padding="xl" radius="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Sign in with your centre account
            </Title>
            <Text size="sm" c="dimmed">
              Sign-in opens here soon. Until then, write to{" "}
              <Anchor href="mailto:support@chamak.in" inherit>
                support@chamak.in
              </Anchor>{" "}
              for help with your centre.
            </Text>
          </Stack>
        </Card>
        <ApiStatus />
      </Stack>
    </Container>
  );
}
