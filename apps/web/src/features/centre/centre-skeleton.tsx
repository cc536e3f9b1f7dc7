import { Card, Container, Grid, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { useLang } from "../../lib/i18n";

const LOADING = { en: "Loading the centre…", hi: "सेंटर लोड हो रहा है…" } as const;

/** The centre page's shape while its data loads. */
export function CentreSkeleton() {
  const { lang } = useLang();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{LOADING[lang]}</VisuallyHidden>
      <Container size="xl" py="lg" aria-hidden="true">
        <Skeleton h={16} w={220} mb="sm" />
        <Skeleton h={36} w="min(420px, 80%)" mb="xl" />
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 3 }} order={{ base: 3, lg: 1 }}>
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="sm">
                <Skeleton h={20} w="60%" />
                <Skeleton h={14} />
                <Skeleton h={14} w="80%" />
                <Skeleton h={120} />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7, lg: 5 }} order={{ base: 1, lg: 2 }}>
            <Stack gap="md">
              {[1, 2, 3].map((n) => (
                <Card key={n} withBorder radius="lg" padding="md">
                  <Stack gap={8}>
                    <Skeleton h={12} w={90} />
                    <Skeleton h={20} w="55%" />
                    <Skeleton h={12} w="40%" />
                    <Skeleton h={48} />
                  </Stack>
                </Card>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 2, lg: 3 }}>
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="sm">
                <Skeleton h={20} w="50%" />
                <Skeleton h={14} w="70%" />
                <Skeleton h={40} />
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </div>
  );
}
