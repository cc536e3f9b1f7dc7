import { ErrorState, LoadingState } from "@chamak/ui";
import { Card, Center, Pagination, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";
import { ReplyForm } from "./reply-form";
import { ReviewBody } from "./review-body";

const PAGE_SIZE = 10;

/** The centre's reviews, newest first, each with its public reply or the form to write one. */
export function CentreReviewsPage() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const reviews = useQuery({
    ...trpc.reviews.centre.list.queryOptions({ page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <PageHeader
        title="Reviews"
        description="What customers said after a completed wash, and your replies."
      />
      {reviews.isPending ? (
        <LoadingState label="Loading your reviews…" />
      ) : reviews.isError ? (
        <ErrorState title="Your reviews could not load" onRetry={() => void reviews.refetch()} />
      ) : reviews.data.items.length === 0 ? (
        <Text>No reviews yet. Customers can review a booking once you mark it done.</Text>
      ) : (
        <>
          {reviews.data.items.map((review) => (
            <Card key={review.id} withBorder padding="md">
              <Stack gap="sm">
                <ReviewBody review={review} />
                {review.reply || review.hidden ? null : <ReplyForm review={review} />}
              </Stack>
            </Card>
          ))}
          {reviews.data.total > PAGE_SIZE ? (
            <Center>
              <Pagination total={Math.ceil(reviews.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
            </Center>
          ) : null}
        </>
      )}
    </Stack>
  );
}
