import { BrandMark } from "@chamak/ui";
import { Box, Container, Group, Stack, Text, Title } from "@mantine/core";
import { ApiStatus } from "../health/api-status";
import classes from "./home-page.module.css";

export function HomePage() {
  return (
    <section className={classes.hero}>
      <Container size="lg" py={{ base: 48, sm: 96 }}>
        <Group justify="space-between" align="center" wrap="nowrap" gap="xl">
          <Stack gap="lg" maw={620}>
            <Title order={1} className={classes.title} fz={{ base: 34, sm: 52 }}>
              Find the best car wash near you
            </Title>
            <Text fz={{ base: "lg", sm: "xl" }} c="gray.7">
              Shine On the Go – Book Your Wash Today!
            </Text>
            <ApiStatus />
          </Stack>
          <Box className={classes.art} visibleFrom="md" aria-hidden="true">
            <BrandMark size={150} />
          </Box>
        </Group>
      </Container>
    </section>
  );
}
