import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useServerMessage } from "../../forms/field-message";
import { openDialer } from "./dial";

/**
 * "Call Ravi": asks the server for a masked number that rings the washer (neither side's own number is shown)
 * and opens the dialer on it; the number stays as a link below, and a refusal shows right under the button.
 */
export function CallWasherButton({ bookingCode, washerName }: { bookingCode: string; washerName: string }) {
  const t = useT("profile");
  const trpc = useTRPC();
  const serverMessage = useServerMessage();
  const call = useMutation(
    trpc.visit.callWasher.mutationOptions({ onSuccess: (masked) => openDialer(masked.virtualNumber) }),
  );
  const number = call.data?.virtualNumber;
  return (
    <Stack gap={6}>
      <Button
        variant="light"
        color="teal"
        onClick={() => call.mutate({ bookingCode })}
        loading={call.isPending}
        w={{ base: "100%", xs: "auto" }}
        style={{ alignSelf: "flex-start" }}
      >
        {t("visit.call", { name: washerName })}
      </Button>
      <div aria-live="polite">
        {call.isError ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {serverMessage(call.error) ?? t("visit.callFailed")}
          </Alert>
        ) : null}
        {number && !call.isPending ? (
          <Text size="sm">
            {t("visit.calling", { number })}{" "}
            <Anchor href={`tel:${number}`} fw={600}>
              {t("visit.callNumber", { number })}
            </Anchor>
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
