import { type AdminCentre, formatIndiaWeekdayDate } from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { ConfirmModal } from "../shared/confirm-modal";
import { ReasonModal } from "../shared/reason-modal";

const mono = { fontFamily: "var(--mantine-font-family-monospace)" };

/**
 * A new name or GSTIN an approved centre asked for, with the admin's approve or reject. Until approved the
 * centre is listed, and invoices, under the verified details shown above it.
 */
export function IdentityChangeReview({
  centre,
  onDone,
}: {
  centre: AdminCentre;
  onDone: (notice: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<"approve" | "reject" | null>(null);
  const options = (notice: (c: AdminCentre) => string) => ({
    onSuccess: async (updated: AdminCentre) => {
      setAsking(null);
      onDone(notice(updated));
      await queryClient.invalidateQueries({ queryKey: trpc.admin.centres.pathKey() });
    },
  });
  const approve = useMutation(
    trpc.admin.centres.approveIdentityChange.mutationOptions(
      options((c) => `${c.name} now goes by its new details (GSTIN ${c.gstin}).`),
    ),
  );
  const reject = useMutation(
    trpc.admin.centres.rejectIdentityChange.mutationOptions(
      options((c) => `The change for ${c.name} was rejected; the owner sees your reason.`),
    ),
  );
  const change = centre.pendingIdentityChange;
  if (!change) return null;
  const open = (kind: "approve" | "reject") => {
    approve.reset();
    reject.reset();
    setAsking(kind);
  };

  return (
    <Card withBorder padding="xs" mt={6} bg="orange.0" aria-label={`Change asked by ${centre.name}`}>
      <Stack gap={4}>
        <Text size="xs" fw={700}>
          Asked to change on {formatIndiaWeekdayDate(change.requestedAt)}
        </Text>
        {change.name !== centre.name ? <Text size="xs">Name: {change.name}</Text> : null}
        {change.gstin !== centre.gstin ? (
          <Text size="xs">
            GSTIN: <span style={mono}>{change.gstin}</span>
          </Text>
        ) : null}
        <Group gap={4} wrap="wrap">
          <Button size="compact-xs" color="teal" onClick={() => open("approve")}>
            Approve change
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => open("reject")}>
            Reject change
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={asking === "approve"}
        onClose={() => setAsking(null)}
        title="Approve the new details?"
        confirmLabel="Approve change"
        color="teal"
        pending={approve.isPending}
        error={approve.isError ? messageOf(approve.error) : null}
        onConfirm={() => approve.mutate({ centreId: centre.id })}
      >
        Check the GSTIN on the GST portal first. <strong>{centre.name}</strong> then appears as{" "}
        <strong>{change.name}</strong>, and its next invoices carry GSTIN{" "}
        <span style={mono}>{change.gstin}</span>.
      </ConfirmModal>
      <ReasonModal
        opened={asking === "reject"}
        onClose={() => setAsking(null)}
        title={`Reject the change for ${centre.name}?`}
        description="The centre keeps its verified name and GSTIN. The owner sees your reason."
        label="Reason for the centre"
        confirmLabel="Reject change"
        pending={reject.isPending}
        error={reject.isError && !fieldErrorsOf(reject.error).reason ? messageOf(reject.error) : null}
        fieldError={fieldErrorsOf(reject.error).reason}
        onConfirm={(reason) => reject.mutate({ centreId: centre.id, reason })}
      />
    </Card>
  );
}
