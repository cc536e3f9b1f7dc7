import { type CentreReview, reviewReplyInput } from "@chamak/contracts";
import { fieldErrorsOf } from "@chamak/web-client";
import { Button, Group, Stack, Textarea } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { RefusalAlert } from "../calendar/refusal-alert";
import { useConsoleForm } from "../shared/use-console-form";

/** The centre's one public reply to a review. */
export function ReplyForm({ review }: { review: CentreReview }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reply = useMutation(
    trpc.reviews.centre.reply.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.reviews.centre.list.queryKey() }),
    }),
  );
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: { reply: "" },
    schema: reviewReplyInput,
    toInput: (values) => ({ reviewId: review.id, reply: values.reply }),
    serverErrors: fieldErrorsOf(reply.error),
  });
  return (
    <form ref={ref} noValidate onSubmit={onSubmit((input) => reply.mutate(input))}>
      <Stack gap="xs">
        <Textarea
          label="Reply in public"
          description="Customers see it under the review. You can reply once."
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps("reply")}
        />
        <RefusalAlert error={reply.error} />
        <Group justify="flex-end">
          <Button type="submit" size="sm" loading={reply.isPending}>
            Post reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
