import { Anchor, Container, Group, Text } from "@mantine/core";
import classes from "./root-layout.module.css";

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © Chamak
          </Text>
          <Text size="sm" c="dimmed">
            Support: <Anchor href="mailto:support@chamak.in">support@chamak.in</Anchor>
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
