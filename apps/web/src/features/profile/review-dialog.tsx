import { reviewInput } from "@chamak/contracts";
import { Alert, Button, Group, Input, Modal, Rating, Stack, Textarea } from "@mantine/core";
import { useId, useState } from "react";
import { useT } from "../../lib/i18n";
import { useSiteForm } from "../forms/use-site-form";
import { type ReviewPhoto, ReviewPhotoPicker } from "./review-photo-picker";

type ReviewDialogProps = {
  centreName: string;
  opened: boolean;
  busy: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  onSubmit(review: { rating: number; comment?: string; photoIds?: number[] }): void;
  onClose(): void;
};

/** The review as the form holds it; the booking is the caller's, the photos the picker's. */
const reviewFields = reviewInput.omit({ bookingId: true, photoIds: true });

/** 1–5 stars, an optional comment and up to three photos. */
export function ReviewDialog({
  centreName,
  opened,
  busy,
  error,
  fieldErrors,
  onSubmit,
  onClose,
}: ReviewDialogProps) {
  const t = useT("profile");
  const ratingLabel = useId();
  const [photos, setPhotos] = useState<ReviewPhoto[]>([]);
  const [photosNote, setPhotosNote] = useState<string | null>(null);
  const uploading = photos.some((photo) => photo.mediaId === null && !photo.error);
  const {
    form,
    ref,
    onSubmit: onValid,
  } = useSiteForm({
    initialValues: { rating: 0, comment: "" },
    schema: reviewFields,
    serverErrors: fieldErrors,
  });

  const submit = onValid((review) => {
    if (uploading) {
      setPhotosNote(t("photosStillUploading"));
      return;
    }
    setPhotosNote(null);
    const photoIds = photos.flatMap((photo) => (photo.mediaId === null ? [] : [photo.mediaId]));
    onSubmit({
      rating: review.rating,
      ...(review.comment ? { comment: review.comment } : {}),
      ...(photoIds.length > 0 ? { photoIds } : {}),
    });
  });

  const rating = form.getInputProps("rating");
  return (
    <Modal opened={opened} onClose={onClose} title={t("reviewTitle", { centre: centreName })} centered>
      <form ref={ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Input.Wrapper
            label={t("rating")}
            labelProps={{ id: ratingLabel }}
            required
            error={rating.error}
            data-path="rating"
          >
            <Rating
              value={rating.value}
              onChange={rating.onChange}
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
            {...form.getInputProps("comment")}
          />
          <ReviewPhotoPicker
            photos={photos}
            onChange={(update) => {
              setPhotosNote(null);
              setPhotos(update);
            }}
            error={fieldErrors.photoIds ?? photosNote ?? undefined}
            disabled={busy}
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
            <Button loading={busy} onClick={() => submit()}>
              {t("submitReview")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
