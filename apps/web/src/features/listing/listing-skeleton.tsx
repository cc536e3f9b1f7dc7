import { Card, SimpleGrid, Skeleton, Stack, VisuallyHidden } from "@mantine/core";

/** Placeholder cards shaped like the results, while the first page loads. */
export function ListingSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden="true">
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Card key={n} withBorder radius="lg" padding="md">
            <Skeleton radius="md" style={{ aspectRatio: "16 / 10" }} />
            <Stack gap={8} mt="sm">
              <Skeleton h={20} w="70%" />
              <Skeleton h={14} w="50%" />
              <Skeleton h={14} w="40%" />
              <Skeleton h={18} w="35%" mt={6} />
              <Skeleton h={36} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
