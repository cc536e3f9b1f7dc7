import { Container, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageTitle } from "../layout/page-title";

/** The frame of the standalone login and sign-up pages. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size={520} px="md" py={{ base: "lg", sm: 48 }}>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm" mt={4} mb="lg">
          {intro}
        </Text>
        {children}
      </Paper>
    </Container>
  );
}
