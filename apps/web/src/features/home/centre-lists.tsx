import type { CentreListInput } from "@chamak/contracts";
import { formatAddress } from "@chamak/contracts";
import { ErrorState } from "@chamak/ui";
import { AnchorLink } from "@chamak/web-client";
import { Anchor, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { RatingLine } from "../catalog/rating-line";
import classes from "./home.module.css";
import { mostBookedInput, topRatedInput } from "./home-queries";

type CentreListProps = { id: string; title: string; input: CentreListInput; sort: "popular" | "rating" };

function CentreList({ id, title, input, sort }: CentreListProps) {
  const t = useT("homeBelow");
  const trpc = useTRPC();
  const centres = useQuery(trpc.catalog.centres.queryOptions(input));
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        <AnchorLink
          to="/car-wash-shopping"
          search={{ sort }}
          fw={600}
          size="sm"
          aria-label={`${t("viewAll")}: ${title}`}
        >
          {t("viewAll")}
        </AnchorLink>
      </Group>
      {centres.isPending ? (
        <Stack gap="sm" aria-busy="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <Skeleton key={n} h={52} radius="md" />
          ))}
        </Stack>
      ) : centres.isError ? (
        <ErrorState
          title={t("listError")}
          retryLabel={t("tryAgain")}
          onRetry={() => void centres.refetch()}
        />
      ) : centres.data.items.length === 0 ? (
        <Text c="gray.7">{t("listEmpty")}</Text>
      ) : (
        <Stack gap={2} component="ol" p={0} m={0} style={{ listStyle: "none" }}>
          {centres.data.items.map((centre, index) => (
            <li key={centre.id}>
              <Link to="/car-wash-details/$id" params={{ id: String(centre.id) }} className={classes.listRow}>
                <span className={classes.rank} aria-hidden="true">
                  {index + 1}
                </span>
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Anchor component="span" fw={700} c="chamak.9" lineClamp={1}>
                    {centre.name}
                  </Anchor>
                  <Text size="xs" c="gray.7" lineClamp={1}>
                    {formatAddress(centre.locality, centre.city)}
                  </Text>
                  <Group gap="xs" wrap="wrap">
                    <RatingLine rating={centre.rating} size="xs" />
                    <Text size="xs" c="gray.7">
                      · {t("bookingsCount", { count: centre.bookingCount })}
                    </Text>
                  </Group>
                </Stack>
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** "Most booked" and "Top rated": real centres, with View all opening the listing in that order. */
export function CentreLists() {
  const t = useT("homeBelow");
  return (
    <Container size="xl" className={classes.section}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CentreList id="most-booked" title={t("mostBooked")} input={mostBookedInput} sort="popular" />
        <CentreList id="top-rated" title={t("topRated")} input={topRatedInput} sort="rating" />
      </SimpleGrid>
    </Container>
  );
}
