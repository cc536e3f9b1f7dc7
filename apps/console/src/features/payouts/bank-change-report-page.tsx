import { formatIndiaDateTime } from "@chamak/contracts";
import { BrandLogo, ErrorState, LoadingState } from "@chamak/ui";
import { messageOf } from "@chamak/web-client";
import { Alert, Button, Card, Container, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/**
 * The page the "this wasn't me" link of a bank account change opens, signed out, on the owner's phone: what
 * changed, and one button that stops it (payouts paused, every session of the owner ended, Chamak told).
 */
export function BankChangeReportPage({ token }: { token: string }) {
  const trpc = useTRPC();
  const change = useQuery({ ...trpc.payouts.bankChange.preview.queryOptions({ token }), retry: false });
  const report = useMutation(trpc.payouts.bankChange.report.mutationOptions());
  const shown = report.data ?? change.data;
  return (
    <Container size={460} py={{ base: 32, sm: 72 }}>
      <Stack gap="lg">
        <BrandLogo size="lg" suffix="Console" />
        {change.isPending ? (
          <LoadingState label="Opening the change…" />
        ) : !shown ? (
          <ErrorState
            title="This link is not valid"
            message={
              change.error ? messageOf(change.error) : "Open the latest message about your bank account."
            }
          />
        ) : (
          <Card withBorder shadow="sm" padding="xl" radius="lg">
            <Stack gap="md">
              <Title order={1} size="h3">
                Bank account of {shown.centreName}
              </Title>
              <Text>
                On {formatIndiaDateTime(shown.changedAt)} its payouts were set to go to {shown.bankName},
                account ending {shown.accountLast4}.
                {shown.holdUntil && !shown.reportedAt
                  ? ` Nothing is paid to it before ${formatIndiaDateTime(shown.holdUntil)}.`
                  : ""}
              </Text>
              {shown.reportedAt ? (
                <Alert color="teal" variant="light" role="status" title="Stopped">
                  Payouts to {shown.centreName} are paused, every session of the owner's account was signed
                  out, and Chamak's admins have been told. Sign in again and change your password if someone
                  else knew it; an admin resumes payouts once the right account is set.
                </Alert>
              ) : (
                <>
                  <Text>
                    If you made this change, there is nothing to do. If not, stop it: payouts are paused at
                    once and every session of the owner's account is signed out.
                  </Text>
                  {report.error ? (
                    <Alert color="red" variant="light" role="alert">
                      {messageOf(report.error)}
                    </Alert>
                  ) : null}
                  <Button color="red" loading={report.isPending} onClick={() => report.mutate({ token })}>
                    This wasn't me
                  </Button>
                </>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
