import { Alert, Button, Group, Input, Modal, Rating, Stack, Textarea } from "@mantine/core";
import { useId, useState } from "react";
import { useT } from "../../lib/i18n";
import { profileMessages } from "./profile.messages";

type ReviewDialogProps = {
  centreName: string;
  opened: boolean;
  busy: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  onSubmit(review: { rating: number; comment?: string }): void;
  onClose(): void;
};

/** 1–5 stars and an optional comment. */
export function ReviewDialog({
  centreName,
  opened,
  busy,
  error,
  fieldErrors,
  onSubmit,
  onClose,
}: ReviewDialogProps) {
  const t = useT(profileMessages);
  const ratingLabel = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={t("reviewTitle", { centre: centreName })} centered>
      <Stack gap="md">
        <Input.Wrapper
          label={t("rating")}
          labelProps={{ id: ratingLabel }}
          required
          error={fieldErrors.rating ?? (missing ? t("ratingRequired") : undefined)}
        >
          <Rating
            value={rating}
            onChange={(value) => {
              setRating(value);
              setMissing(false);
            }}
            size="lg"
            mt={4}
            aria-labelledby={ratingLabel}
          />
        </Input.Wrapper>
        <Textarea
          label={t("comment")}
          placeholder={t("commentPlaceholder")}
          autosize
          minRows={3}
          maxLength={1000}
          value={comment}
          error={fieldErrors.comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t("close")}
          </Button>
          <Button
            loading={busy}
            onClick={() => {
              if (rating < 1) {
                setMissing(true);
                return;
              }
              onSubmit({ rating, ...(comment.trim() ? { comment: comment.trim() } : {}) });
            }}
          >
            {t("submitReview")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
