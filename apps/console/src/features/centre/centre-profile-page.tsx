import { ErrorState, LoadingState } from "@chamak/ui";
import { Grid, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { ReadOnlyView } from "../layout/read-only-view";
import { useCentreMayChange } from "../layout/use-centre-may-change";
import { PageHeader } from "../shared/page-header";
import { CentreProfileForm } from "./centre-profile-form";
import { OpeningHoursForm } from "./opening-hours-form";
import { PhotosCard } from "./photos-card";

export function CentreProfilePage() {
  const trpc = useTRPC();
  const centre = useQuery(trpc.vendor.centre.get.queryOptions());
  const { mayChange, roleMay, why } = useCentreMayChange("profile.manage");
  const disabled = !mayChange;
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
        <ReadOnlyView why={roleMay ? null : why}>
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <CentreProfileForm key={centre.data.id} centre={centre.data} disabled={disabled} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <Stack gap="md">
                <OpeningHoursForm key={centre.data.id} centre={centre.data} disabled={disabled} />
                <PhotosCard disabled={disabled} />
              </Stack>
            </Grid.Col>
          </Grid>
        </ReadOnlyView>
      )}
    </Stack>
  );
}
