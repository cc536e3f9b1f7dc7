import { type AdminReview, reviewHideInput } from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { fieldErrorsOf } from "@chamak/web-client";
import {
  Button,
  Card,
  Center,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { RefusalAlert } from "../calendar/refusal-alert";
import { PageHeader } from "../shared/page-header";
import { useConsoleForm } from "../shared/use-console-form";
import { ReviewBody } from "./review-body";

const PAGE_SIZE = 10;
const FILTERS = { all: undefined, shown: false, hidden: true } as const;

/** Moderation: every centre's reviews, newest first; hide an abusive one with a reason, or show it again. */
export function AdminReviewsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<keyof typeof FILTERS>("all");
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const reviews = useQuery({
    ...trpc.reviews.admin.list.queryOptions({ page, pageSize: PAGE_SIZE, hidden: FILTERS[filter] }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.reviews.admin.list.queryKey() });
  const show = useMutation(trpc.reviews.admin.show.mutationOptions({ onSuccess: refresh }));
  return (
    <Stack gap="md">
      <PageHeader
        title="Reviews"
        description="Hide reviews with abusive content; they leave the centre's rating."
      />
      <SegmentedControl
        w="fit-content"
        value={filter}
        onChange={(value) => {
          setFilter(value as keyof typeof FILTERS);
          setPage(1);
        }}
        data={[
          { value: "all", label: "All" },
          { value: "shown", label: "Shown" },
          { value: "hidden", label: "Hidden" },
        ]}
      />
      {reviews.isPending ? (
        <LoadingState label="Loading reviews…" />
      ) : reviews.isError ? (
        <ErrorState title="Reviews could not load" onRetry={() => void reviews.refetch()} />
      ) : reviews.data.items.length === 0 ? (
        <Text>No reviews here.</Text>
      ) : (
        <>
          {reviews.data.items.map((review) => (
            <Card key={review.id} withBorder padding="md">
              <Stack gap="xs">
                <ReviewBody review={review} centreName={review.centre.name} />
                {review.hidden ? (
                  <Group justify="space-between" wrap="wrap">
                    <Text size="sm" c="gray.7">
                      Hidden: {review.hiddenReason}
                    </Text>
                    <Button
                      size="xs"
                      variant="default"
                      loading={show.isPending && show.variables?.reviewId === review.id}
                      onClick={() => show.mutate({ reviewId: review.id })}
                    >
                      Show again
                    </Button>
                  </Group>
                ) : (
                  <Group justify="flex-end">
                    <Button size="xs" color="red" variant="light" onClick={() => setHiding(review)}>
                      Hide
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
          <RefusalAlert error={show.error} />
          {reviews.data.total > PAGE_SIZE ? (
            <Center>
              <Pagination total={Math.ceil(reviews.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
            </Center>
          ) : null}
        </>
      )}
      <Modal opened={hiding !== null} onClose={() => setHiding(null)} title="Hide this review">
        {hiding ? <HideForm review={hiding} onDone={() => setHiding(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function HideForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const hide = useMutation(
    trpc.reviews.admin.hide.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.reviews.admin.list.queryKey() });
        onDone();
      },
    }),
  );
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: { reason: "" },
    schema: reviewHideInput,
    toInput: (values) => ({ reviewId: review.id, reason: values.reason }),
    serverErrors: fieldErrorsOf(hide.error),
  });
  return (
    <form ref={ref} noValidate onSubmit={onSubmit((input) => hide.mutate(input))}>
      <Stack gap="sm">
        <Text size="sm">
          {review.customerFirstName}'s review of {review.centre.name} leaves the public list and the rating.
          The centre sees that Chamak hid it.
        </Text>
        <TextInput label="Reason (kept for the record)" data-autofocus {...form.getInputProps("reason")} />
        <RefusalAlert error={hide.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={hide.isPending}>
            Hide review
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
