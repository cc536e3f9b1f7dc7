import { Container } from "@mantine/core";
import type { ReactNode } from "react";
import { PageHeader } from "../layout/page-header";

/** The shared inner-page header (back, Home > title, h1) above this page's content. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <Container size="xl" px="md" py={{ base: "md", sm: "xl" }}>
        {children}
      </Container>
    </>
  );
}
