import { type CentreReview, formatIndiaDate } from "@chamak/contracts";
import { Badge, Group, Stack, Text } from "@mantine/core";

const stars = (rating: number) => "★".repeat(rating) + "☆".repeat(5 - rating);

/** A review as the console shows it: stars, who and when, the booking, the comment and the centre's reply. */
export function ReviewBody({ review, centreName }: { review: CentreReview; centreName?: string }) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text c="yellow.8" aria-label={`${review.rating} out of 5`} fw={700}>
          {stars(review.rating)}
        </Text>
        <Text size="sm" fw={600}>
          {review.customerFirstName}
        </Text>
        <Text size="sm" c="gray.7">
          {formatIndiaDate(review.createdAt, "en")} · {review.bookingCode}
          {centreName ? ` · ${centreName}` : ""}
        </Text>
        {review.hidden ? (
          <Badge color="red" variant="light">
            Hidden by Chamak
          </Badge>
        ) : null}
      </Group>
      <Text size="sm">
        {review.comment ?? (
          <Text span c="gray.7">
            (rating only, no comment)
          </Text>
        )}
      </Text>
      {review.reply ? (
        <Text size="sm" c="gray.8" pl="sm" style={{ borderLeft: "3px solid var(--mantine-color-gray-4)" }}>
          <Text span fw={600}>
            Your reply ({formatIndiaDate(review.reply.at, "en")}):
          </Text>{" "}
          {review.reply.text}
        </Text>
      ) : null}
    </Stack>
  );
}
