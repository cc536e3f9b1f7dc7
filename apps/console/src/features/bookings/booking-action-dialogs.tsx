import { CENTRE_REASON_MAX_LENGTH } from "@chamak/contracts";
import { ConfirmModal } from "../shared/confirm-modal";
import { ReasonModal } from "../shared/reason-modal";
import { ACTION_COLORS, ACTION_LABELS, ACTION_QUESTIONS } from "./action-labels";
import type { useBookingAction } from "./use-booking-action";

/** The confirmation (or, to cancel, the reason) every board action asks for first. */
export function BookingActionDialogs({ flow }: { flow: ReturnType<typeof useBookingAction> }) {
  const { asking } = flow;
  const question = asking && asking.action !== "cancel" ? ACTION_QUESTIONS[asking.action] : null;
  return (
    <>
      <ConfirmModal
        opened={question !== null}
        onClose={flow.close}
        title={question?.title ?? ""}
        confirmLabel={asking ? ACTION_LABELS[asking.action] : ""}
        color={asking ? ACTION_COLORS[asking.action] : undefined}
        pending={flow.pending}
        error={flow.error}
        onConfirm={() => flow.run()}
      >
        Booking <strong>{asking?.code}</strong>: {question?.body}
      </ConfirmModal>
      <ReasonModal
        opened={asking?.action === "cancel"}
        onClose={flow.close}
        title={`Cancel booking ${asking?.code ?? ""}?`}
        description="The customer is told your reason and may reschedule for free or take a full refund."
        label="Reason for the customer"
        maxLength={CENTRE_REASON_MAX_LENGTH}
        confirmLabel="Cancel booking"
        pending={flow.pending}
        error={flow.error}
        onConfirm={(reason) => flow.run(reason)}
      />
    </>
  );
}
