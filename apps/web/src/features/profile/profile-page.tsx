import { ErrorState, LoadingState } from "@chamak/ui";
import { isForbidden } from "@chamak/web-client";
import { Container, Grid, Stack, Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { ForbiddenState } from "../auth/forbidden-state";
import { useServerMessage } from "../forms/field-message";
import { PageHeader } from "../layout/page-header";
import { MyPlansCard } from "../plans/my-plan/my-plans-card";
import { BookingsPanel } from "./bookings-panel";
import { ChangePasswordCard } from "./change-password-card";
import { NotificationsCard } from "./notifications-card";
import { ProfileForm } from "./profile-form";
import { ProfileSideCard } from "./profile-side-card";
import { SavedAddressesCard } from "./saved/saved-addresses-card";
import { SavedVehiclesCard } from "./saved/saved-vehicles-card";
import { SignInNumberCard } from "./sign-in-number-card";

export type ProfileTab = "latest" | "history" | "profile";

type ProfilePageProps = {
  tab: ProfileTab;
  page: number;
  /** From a message's link: the latest tab shows this booking of the customer's. */
  bookingCode?: string | undefined;
  onNavigate(search: { tab: ProfileTab; page?: number }): void;
};

export function ProfilePage({ tab, page, bookingCode, onNavigate }: ProfilePageProps) {
  const t = useT("profile");
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const me = useQuery(trpc.accounts.me.queryOptions());

  let body: React.ReactNode;
  if (me.isPending) body = <LoadingState />;
  else if (me.isError) {
    body = isForbidden(me.error) ? (
      <ForbiddenState message={serverMessage(me.error)} />
    ) : (
      <ErrorState title={t("profileFailed")} onRetry={() => void me.refetch()} retryLabel={t("retry")} />
    );
  } else {
    body = (
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
          <ProfileSideCard profile={me.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
          {/* A customer's wash plans, above the bookings: a centre or an admin subscribes to none. */}
          {me.data.role === "user" ? <MyPlansCard /> : null}
          <Tabs
            value={tab}
            onChange={(value) => onNavigate({ tab: (value as ProfileTab | null) ?? "latest" })}
            keepMounted={false}
          >
            <Tabs.List aria-label={t("tabsLabel")} mb="md" grow>
              <Tabs.Tab value="latest">{t("latestTab")}</Tabs.Tab>
              <Tabs.Tab value="history">{t("historyTab")}</Tabs.Tab>
              <Tabs.Tab value="profile">{t("profileTab")}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="latest">
              <BookingsPanel mode="latest" page={1} code={bookingCode} onPageChange={() => undefined} />
            </Tabs.Panel>
            <Tabs.Panel value="history">
              <BookingsPanel
                mode="history"
                page={page}
                onPageChange={(next) => onNavigate({ tab: "history", page: next })}
              />
            </Tabs.Panel>
            <Tabs.Panel value="profile">
              <Stack gap="lg">
                <ProfileForm key={me.data.id} profile={me.data} />
                {/* Saved vehicles and addresses are a customer's: a centre or an admin books nothing here. */}
                {me.data.role === "user" ? (
                  <>
                    <SavedVehiclesCard />
                    <SavedAddressesCard />
                  </>
                ) : null}
                <SignInNumberCard profile={me.data} />
                <NotificationsCard />
                {/* A password signs in with an email: an account made by phone without one signs in by code. */}
                {me.data.email || me.data.hasPassword ? <ChangePasswordCard profile={me.data} /> : null}
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <>
      <PageHeader title={t("pageTitle")} />
      <Container size="xl" px="md" py={{ base: "md", sm: "xl" }}>
        {body}
      </Container>
    </>
  );
}
