import { type LoginInput, loginInput } from "@chamak/contracts";
import { BrandLogo } from "@chamak/ui";
import { fieldErrorsOf, messageOf, storeSessionToken } from "@chamak/web-client";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTRPC, useTRPCClient } from "../../lib/trpc";
import { useConsoleForm } from "../shared/use-console-form";
import { homeFor } from "./session";

type SignInPageProps = { redirectTo?: string | undefined; expired?: boolean | undefined };

/** Only console paths are followed after signing in, so a crafted link cannot send anyone elsewhere. */
function safeRedirect(target: string | undefined, role: "vendor" | "admin"): string | null {
  if (!target) return null;
  const path = target.replace(/^\/console(?=\/)/, "");
  return path.startsWith(`/${role}`) && !path.startsWith("//") ? path : null;
}

export function SignInPage({ redirectTo, expired }: SignInPageProps) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const login = useMutation(trpc.accounts.login.mutationOptions());
  const fields = fieldErrorsOf(login.error);
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: { email: "", password: "" },
    // The server's own check of the input (a valid email, a password), so its messages name the field.
    schema: loginInput,
    serverErrors: fields,
    // A refused sign-in's messages go once the reader types again.
    onValuesChange: () => login.reset(),
  });

  async function signIn(credentials: LoginInput) {
    setNotice(null);
    const session = await login.mutateAsync(credentials).catch(() => null);
    if (!session) return;
    if (session.user.role === "user") {
      // A customer account: end the session we just opened and explain where to go instead.
      await client.accounts.logout
        .mutate(undefined, { context: { token: session.token } })
        .catch(() => undefined);
      setNotice(
        "This console is for car wash centres and Chamak staff. To book a wash, use the Chamak website with the same account.",
      );
      return;
    }
    storeSessionToken(session.token);
    queryClient.clear();
    queryClient.setQueryData(trpc.accounts.me.queryKey(), session.user);
    // The washer's phone page is its own small app (my-day.html): reached by loading it, not by the router.
    if (redirectTo === "/my-day" && session.user.role === "vendor") {
      window.location.assign("/console/my-day");
      return;
    }
    const target = safeRedirect(redirectTo, session.user.role) ?? homeFor(session.user.role);
    await navigate({ to: target });
  }

  return (
    <Container size={440} py={{ base: 40, sm: 80 }}>
      <Stack gap="lg">
        <BrandLogo size="lg" suffix="Console" />
        <Stack gap={4}>
          <Title order={1}>Centre console</Title>
          <Text c="dimmed">
            Manage your services, slots and bookings. Chamak admins review centres and bookings here.
          </Text>
        </Stack>
        <Card
          withBorder
          shadow="sm"
          padding="xl"
          radius="lg"
          component="form"
          ref={ref}
          onSubmit={onSubmit((credentials) => void signIn(credentials))}
          noValidate
        >
          <Stack gap="md">
            <Title order={2} size="h4">
              Sign in
            </Title>
            {expired ? (
              <Alert color="yellow" variant="light" title="Signed out">
                Your session has ended. Please sign in again.
              </Alert>
            ) : null}
            {notice ? (
              <Alert color="blue" variant="light" title="Customer account" role="alert">
                {notice}{" "}
                <Anchor href="/" inherit>
                  Go to the Chamak website
                </Anchor>
              </Alert>
            ) : null}
            {login.isError && !fields.email && !fields.password ? (
              <Alert color="red" variant="light" role="alert">
                {messageOf(login.error)}
              </Alert>
            ) : null}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              {...form.getInputProps("email")}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={{ "aria-label": "Show or hide the password" }}
              {...form.getInputProps("password")}
            />
            <Button type="submit" disabled={login.isPending} fullWidth>
              {login.isPending ? "Logging in..." : "Sign in"}
            </Button>
          </Stack>
        </Card>
        <Text size="sm" c="dimmed">
          New centre? Register your centre on the{" "}
          <Anchor href="/" inherit>
            Chamak website
          </Anchor>
          . Need help? Write to <Anchor href="mailto:support@chamak.in">support@chamak.in</Anchor>.
        </Text>
      </Stack>
    </Container>
  );
}
