import type { SearchOutput } from "@chamak/contracts";
import { Anchor, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { CentreResultCard } from "./centre-result-card";
import classes from "./listing.module.css";
import { NearestToPlace } from "./nearest-to-place";

type NoExactMatchProps = {
  query: string;
  answer: SearchOutput;
  vehicle: { slug: string; name: string } | null;
  onSearch(q: string): void;
};

/**
 * When no centre matches everything typed: never a bare empty page. "Did you mean" with the corrected query,
 * then the closest centres (as much of the text as any centre matches), the nearest to the place the query
 * named, or the popular ones.
 */
export function NoExactMatch({ query, answer, vehicle, onSearch }: NoExactMatchProps) {
  const t = useT("listing");
  return (
    <Stack gap="md">
      <Text fw={500} role="status">
        {t("noExactMatch", { query })}
      </Text>
      {answer.didYouMean ? (
        <Text>
          {t("didYouMean")}{" "}
          <Anchor component="button" type="button" fw={600} onClick={() => onSearch(answer.didYouMean ?? "")}>
            {answer.didYouMean}
          </Anchor>
          ?
        </Text>
      ) : null}
      {answer.match === "none" && answer.understood?.place ? (
        <NearestToPlace place={answer.understood.place} />
      ) : null}
      <Title order={2} size="h4">
        {answer.match === "closest"
          ? t("closestTitle")
          : answer.understood?.place
            ? t("nearestTitle")
            : t("popularTitle")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.results}>
        {answer.alternatives.map((centre) => (
          <CentreResultCard key={centre.id} centre={centre} vehicle={vehicle} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
