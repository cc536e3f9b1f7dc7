import { ErrorState, LoadingState } from "@chamak/ui";
import { Grid, Stack } from "@mantine/core";
import { BookingsOutsideScheduleList } from "../centre/bookings-outside-schedule-alert";
import { ReadOnlyView } from "../layout/read-only-view";
import { useCentreMayChange } from "../layout/use-centre-may-change";
import { PageHeader } from "../shared/page-header";
import { BayBlocksCard } from "./bay-blocks-card";
import { BreaksCard } from "./breaks-card";
import { DayRulesCard } from "./day-rules-card";
import { useCalendar } from "./use-calendar";

/**
 * The centre's calendar beyond its weekly hours: holidays and special hours, breaks, blocked bays. The upcoming
 * bookings it leaves out stay listed at the top until they are served, moved or cancelled from the board.
 */
export function CalendarPage() {
  const { calendar, replace } = useCalendar();
  const { mayChange, roleMay, why } = useCentreMayChange("calendar.manage");
  const disabled = !mayChange;
  return (
    <Stack gap="md">
      <PageHeader
        title="Calendar"
        description="Holidays, special hours, breaks and blocked bays. Weekly hours are on the centre profile."
      />
      {calendar.isPending ? (
        <LoadingState label="Loading your calendar…" />
      ) : calendar.isError ? (
        <ErrorState title="Your calendar could not load" onRetry={() => void calendar.refetch()} />
      ) : (
        <ReadOnlyView why={roleMay ? null : why}>
          <BookingsOutsideScheduleList bookings={calendar.data.bookingsOutsideSchedule} />
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <Stack gap="md">
                <DayRulesCard calendar={calendar.data} onChange={replace} disabled={disabled} />
                <BreaksCard calendar={calendar.data} onChange={replace} disabled={disabled} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <BayBlocksCard calendar={calendar.data} onChange={replace} disabled={disabled} />
            </Grid.Col>
          </Grid>
        </ReadOnlyView>
      )}
    </Stack>
  );
}
