import type { JobCardView } from "@chamak/contracts";
import { formatIndiaTime } from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";

type CodeEntryProps = {
  card: JobCardView;
  /** "hand-over" or "return": what the customer confirms with this code. */
  what: string;
  /** Sides still without a photo, named ("Back"): no code is sent for a record that lacks them. */
  missing?: readonly string[];
  onSend: () => void;
  sending: boolean;
  sendError: unknown;
  onConfirm: (code: string) => void;
  confirming: boolean;
  confirmError: unknown;
};

/** Send the customer their code, then type what they read out. The code is never shown here. */
export function CodeEntry(props: CodeEntryProps) {
  const { card } = props;
  const [code, setCode] = useState("");
  const sent = card.code;
  const missing = props.missing ?? [];
  const codeError = props.confirmError
    ? (fieldErrorsOf(props.confirmError).code ?? messageOf(props.confirmError))
    : null;
  return (
    <Stack gap="sm">
      {missing.length > 0 ? (
        <Text size="sm" c="dimmed" data-testid="sides-missing">
          Photograph every side first: {missing.join(", ")} still without a photo.
        </Text>
      ) : sent ? (
        <Text size="sm">
          A {props.what} code went to the customer ({sent.sentTo}) at {formatIndiaTime(sent.sentAt)}; it works
          until {formatIndiaTime(sent.expiresAt)}. {sent.triesLeft} tries left.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          The customer gets a 4-digit {props.what} code by SMS and reads it out to you.
        </Text>
      )}
      <Group gap="xs">
        <Button
          variant={sent ? "default" : "filled"}
          onClick={props.onSend}
          loading={props.sending}
          disabled={missing.length > 0 || (sent !== null && sent.sendsLeft === 0)}
        >
          {sent ? "Send a new code" : `Send ${props.what} code`}
        </Button>
      </Group>
      {props.sendError ? (
        <Alert color="red" role="alert" p="xs">
          {messageOf(props.sendError)}
        </Alert>
      ) : null}
      {sent ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onConfirm(code);
          }}
        >
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Code the customer reads out"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              w={200}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ""))}
              error={codeError}
              styles={{ input: { letterSpacing: "0.4em", fontSize: 20 } }}
            />
            <Button type="submit" loading={props.confirming} disabled={code.length !== 4}>
              Confirm code
            </Button>
          </Group>
        </form>
      ) : null}
    </Stack>
  );
}
