import type { AcceptInviteOutput } from "@chamak/contracts";
import { BrandLogo, ErrorState, LoadingState } from "@chamak/ui";
import { messageOf, readSessionToken, storeSessionToken } from "@chamak/web-client";
import {
  Alert,
  Button,
  Card,
  Container,
  PasswordInput,
  PinInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { storeActiveCentreId } from "../../lib/active-centre";
import { useTRPC } from "../../lib/trpc";
import { ROLE_LABELS } from "./role-labels";

/**
 * The page an invitation's link opens. A phone invite is accepted by the code sent to its number (a new person
 * gives their name); an email invite by a new password, or signed in with that email's account.
 */
export function AcceptInvitePage({ token }: { token: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const preview = useQuery({ ...trpc.team.invites.preview.queryOptions({ token }), retry: false });
  const [name, setName] = useState("");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const requestCode = useMutation(trpc.team.invites.requestCode.mutationOptions());
  const withCode = useMutation(trpc.team.invites.acceptWithCode.mutationOptions());
  const withPassword = useMutation(trpc.team.invites.acceptWithPassword.mutationOptions());
  const signedIn = useMutation(trpc.team.invites.accept.mutationOptions());

  async function opened(result: AcceptInviteOutput) {
    if (result.session) storeSessionToken(result.session.token);
    storeActiveCentreId(result.centre.id);
    queryClient.clear();
    await navigate({ to: "/vendor" });
  }

  const error = requestCode.error ?? withCode.error ?? withPassword.error ?? signedIn.error;
  const pending = withCode.isPending || withPassword.isPending || signedIn.isPending;
  return (
    <Container size={460} py={{ base: 32, sm: 72 }}>
      <Stack gap="lg">
        <BrandLogo size="lg" suffix="Console" />
        {preview.isPending ? (
          <LoadingState label="Opening the invitation…" />
        ) : preview.isError ? (
          <ErrorState title="This invitation link is not valid" />
        ) : (
          <Card withBorder shadow="sm" padding="xl" radius="lg">
            <Stack gap="md">
              <Title order={1} size="h3">
                Join {preview.data.centreName}
              </Title>
              <Text>
                You are invited as <strong>{ROLE_LABELS[preview.data.role]}</strong>. The invitation went to{" "}
                {preview.data.sentTo}.
              </Text>
              {!preview.data.usable ? (
                <Alert color="orange" variant="light" role="alert">
                  This invitation was already used, withdrawn or has expired. Ask the centre for a new one.
                </Alert>
              ) : preview.data.channel === "phone" ? (
                <form
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    withCode.mutate(
                      { token, code, ...(name.trim() ? { name: name.trim() } : {}) },
                      { onSuccess: (result) => void opened(result) },
                    );
                  }}
                >
                  <Stack gap="md">
                    <TextInput
                      label="Your name"
                      description="Needed if this number has no Chamak account yet"
                      autoComplete="name"
                      value={name}
                      onChange={(event) => setName(event.currentTarget.value)}
                    />
                    {/* The code field is always there: a code sent before the link was opened again still works. */}
                    <Stack gap={4}>
                      <Text size="sm" fw={500}>
                        The 6-digit code sent to {preview.data.sentTo}
                      </Text>
                      <PinInput
                        length={6}
                        type="number"
                        oneTimeCode
                        aria-label="Code"
                        value={code}
                        onChange={setCode}
                      />
                      <Text size="xs" c="dimmed">
                        {requestCode.data
                          ? `Sent. It works for ${Math.round(requestCode.data.expiresInSeconds / 60)} minutes.`
                          : "Got a code from this link already? Enter it. If not, or it expired, send one."}
                      </Text>
                    </Stack>
                    {error ? (
                      <Alert color="red" variant="light" role="alert">
                        {messageOf(error)}
                      </Alert>
                    ) : null}
                    <Button type="submit" loading={pending} disabled={code.length !== 6}>
                      Accept and sign in
                    </Button>
                    <Button
                      variant={code.length === 6 ? "subtle" : "light"}
                      loading={requestCode.isPending}
                      onClick={() => {
                        withCode.reset();
                        requestCode.mutate({ token });
                      }}
                    >
                      {requestCode.isSuccess ? "Send a new code" : "Send me a code"}
                    </Button>
                  </Stack>
                </form>
              ) : readSessionToken() ? (
                <Stack gap="md">
                  {error ? (
                    <Alert color="red" variant="light" role="alert">
                      {messageOf(error)}
                    </Alert>
                  ) : null}
                  <Button
                    loading={pending}
                    onClick={() => signedIn.mutate({ token }, { onSuccess: (result) => void opened(result) })}
                  >
                    Accept with my account
                  </Button>
                </Stack>
              ) : (
                <form
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    withPassword.mutate(
                      { token, name: name.trim(), password },
                      { onSuccess: (result) => void opened(result) },
                    );
                  }}
                >
                  <Stack gap="md">
                    <TextInput
                      label="Your name"
                      autoComplete="name"
                      value={name}
                      onChange={(event) => setName(event.currentTarget.value)}
                    />
                    <PasswordInput
                      label="Choose a password"
                      autoComplete="new-password"
                      value={password}
                      onChange={(event) => setPassword(event.currentTarget.value)}
                    />
                    {error ? (
                      <Alert color="red" variant="light" role="alert">
                        {messageOf(error)}
                      </Alert>
                    ) : null}
                    <Button type="submit" loading={pending}>
                      Create my account and join
                    </Button>
                    <Text size="xs" c="dimmed">
                      Already have an account with this email? Sign in first, then open the link again.
                    </Text>
                  </Stack>
                </form>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
