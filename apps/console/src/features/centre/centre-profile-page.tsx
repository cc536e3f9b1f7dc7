import { ErrorState, LoadingState } from "@chamak/ui";
import { Anchor, Card, Grid, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";
import { CentreProfileForm } from "./centre-profile-form";
import { OpeningHoursForm } from "./opening-hours-form";

export function CentreProfilePage() {
  const trpc = useTRPC();
  const centre = useQuery(trpc.vendor.centre.get.queryOptions());
  const disabled = centre.data?.status === "suspended";
  return (
    <Stack gap="md">
      <PageHeader
        title="Centre profile"
        description="What customers see about your centre, and when you are open."
      />
      {centre.isPending ? (
        <LoadingState label="Loading your centre…" />
      ) : centre.isError ? (
        <ErrorState title="Your centre could not load" onRetry={() => void centre.refetch()} />
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <CentreProfileForm key={centre.data.id} centre={centre.data} disabled={disabled} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Stack gap="md">
              <OpeningHoursForm key={centre.data.id} centre={centre.data} disabled={disabled} />
              <Card withBorder padding="lg">
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    Photos
                  </Title>
                  {centre.data.photos.length > 0 ? (
                    <SimpleGrid cols={3} spacing="xs">
                      {centre.data.photos.map((photo) => (
                        <Image
                          key={photo.id}
                          src={photo.url}
                          alt={photo.caption ?? "Centre photo"}
                          radius="sm"
                          h={80}
                          fit="cover"
                        />
                      ))}
                    </SimpleGrid>
                  ) : null}
                  <Text size="sm" c="dimmed">
                    Adding photos from the console is not available yet. Email your photos to{" "}
                    <Anchor href="mailto:support@chamak.in">support@chamak.in</Anchor> and we will add them.
                  </Text>
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
