import { IconStar } from "@chamak/ui";
import { Group, Text, VisuallyHidden } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { formatCount } from "../../lib/intl-format";
import classes from "./rating-line.module.css";

type RatingLineProps = {
  rating: { average: number | null; count: number };
  size?: "xs" | "sm" | "md";
  /** Only the stars (one customer's review): no average or count beside them. */
  starsOnly?: boolean;
};

/** Five stars filled to the real average, the average and the number of ratings. */
export function RatingLine({ rating, size = "sm", starsOnly = false }: RatingLineProps) {
  const t = useT("catalog");
  const star = size === "md" ? 18 : size === "sm" ? 15 : 13;
  if (rating.average === null || rating.count === 0) {
    return (
      <Text size={size} c="gray.7">
        {t("noRatings")}
      </Text>
    );
  }
  const average = rating.average.toFixed(1);
  const label = starsOnly ? t("starsLabel", { average }) : t("ratingLabel", { average, count: rating.count });
  return (
    <Group gap={6} wrap="nowrap">
      <span className={classes.stars} aria-hidden="true">
        <span className={classes.empty}>
          {[1, 2, 3, 4, 5].map((n) => (
            <IconStar key={n} size={star} />
          ))}
        </span>
        <span className={classes.filled} style={{ width: `${(rating.average / 5) * 100}%` }}>
          {[1, 2, 3, 4, 5].map((n) => (
            <IconStar key={n} size={star} />
          ))}
        </span>
      </span>
      {starsOnly ? null : (
        <>
          <Text size={size} fw={700} aria-hidden="true">
            {average}
          </Text>
          <Text size={size} c="gray.7" aria-hidden="true">
            {t("reviewsCount", { count: formatCount(rating.count) })}
          </Text>
        </>
      )}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Group>
  );
}
