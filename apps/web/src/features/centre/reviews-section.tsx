import { formatIndiaDate } from "@chamak/contracts";
import { ErrorState } from "@chamak/ui";
import { Avatar, Card, Center, Group, Pagination, Skeleton, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { RatingLine } from "../catalog/rating-line";
import { ReviewPhotos } from "./review-photos";

const PAGE_SIZE = 5;

export function ReviewsSection({ centreId }: { centreId: number }) {
  const t = useT("centre");
  const { lang } = useLang();
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const reviews = useQuery({
    ...trpc.catalog.reviews.queryOptions({ centreId, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  // English by hand; Hindi's formatter is built once reviews have come, not on the page's first render.
  const formatDate = (date: Date) => formatIndiaDate(date, lang);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="reviews-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="reviews-title">
          {reviews.data ? t("reviewsCount", { count: reviews.data.total }) : t("reviews")}
        </Title>
        {reviews.data ? <RatingLine rating={reviews.data.rating} /> : null}
      </Group>
      {reviews.isPending ? (
        <Stack gap="md">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={56} radius="md" />
          ))}
        </Stack>
      ) : reviews.isError ? (
        <ErrorState
          title={t("reviewsError")}
          retryLabel={t("tryAgain")}
          onRetry={() => void reviews.refetch()}
        />
      ) : reviews.data.items.length === 0 ? (
        <Text c="gray.7">{t("noReviews")}</Text>
      ) : (
        <Stack
          gap="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none", opacity: reviews.isPlaceholderData ? 0.6 : 1 }}
        >
          {reviews.data.items.map((review) => (
            <Group key={review.id} component="li" align="flex-start" wrap="nowrap" gap="sm">
              <Avatar color="chamak" radius="xl" aria-hidden="true">
                {review.customerFirstName.slice(0, 1)}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={700} size="sm">
                    {review.customerFirstName}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {formatDate(review.createdAt)}
                  </Text>
                </Group>
                <RatingLine rating={{ average: review.rating, count: 1 }} size="xs" starsOnly />
                {review.comment ? (
                  <Text size="sm" mt={4}>
                    {review.comment}
                  </Text>
                ) : null}
                {review.photos?.length ? (
                  <ReviewPhotos photos={review.photos} reviewer={review.customerFirstName} />
                ) : null}
                {review.reply ? (
                  <Card withBorder radius="md" padding="xs" mt="xs" bg="gray.0">
                    <Text size="xs" fw={700} c="gray.8">
                      {t("centreReply", { date: formatDate(review.reply.at) })}
                    </Text>
                    <Text size="sm" mt={2}>
                      {review.reply.text}
                    </Text>
                  </Card>
                ) : null}
              </div>
            </Group>
          ))}
        </Stack>
      )}
      {reviews.data && reviews.data.total > PAGE_SIZE ? (
        <Center mt="md">
          <Pagination
            size="sm"
            total={Math.ceil(reviews.data.total / PAGE_SIZE)}
            value={page}
            onChange={setPage}
            // The arrow buttons have no text of their own.
            getControlProps={(control) =>
              control === "previous"
                ? { "aria-label": t("previousReviews") }
                : control === "next"
                  ? { "aria-label": t("nextReviews") }
                  : {}
            }
            aria-label={t("reviewPages")}
          />
        </Center>
      ) : null}
    </Card>
  );
}
