import { ErrorState } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Card, Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { CentreAvatar } from "../catalog/centre-avatar";
import { RatingLine } from "../catalog/rating-line";
import classes from "./home.module.css";
import { carouselCentresInput } from "./home-queries";
import { SnapCarousel } from "./snap-carousel";

/** Legacy carousel timing: autoplay every 2 s until the user touches it. */
const AUTOPLAY_MS = 2000;

export function ProviderCarousel() {
  const t = useT("home");
  const trpc = useTRPC();
  const centres = useQuery(trpc.catalog.centres.queryOptions(carouselCentresInput));

  return (
    <section className={classes.section} aria-labelledby="providers-title">
      <Container size="xl">
        <Title order={2} id="providers-title" c="chamak.9">
          {t("providersTitle")}
        </Title>
        <Text c="gray.7" mb="lg">
          {t("providersText")}
        </Text>
        {centres.isPending ? (
          <SnapCarousel
            label={t("centresCarousel")}
            previousLabel={t("previous")}
            nextLabel={t("next")}
            slides={[1, 2, 3, 4, 5, 6].map((n) => ({ key: n, content: <Skeleton h={250} radius="lg" /> }))}
          />
        ) : centres.isError ? (
          <ErrorState
            title={t("listError")}
            retryLabel={t("tryAgain")}
            onRetry={() => void centres.refetch()}
            retrying={centres.isFetching}
          />
        ) : (
          <SnapCarousel
            label={t("centresCarousel")}
            previousLabel={t("previous")}
            nextLabel={t("next")}
            autoplayMs={AUTOPLAY_MS}
            slides={centres.data.items.map((centre) => ({
              key: centre.id,
              content: (
                <Card withBorder radius="lg" padding="sm" w="100%">
                  <Stack gap={8} h="100%">
                    <Link
                      to="/car-wash-details/$id"
                      params={{ id: String(centre.id) }}
                      tabIndex={-1}
                      aria-hidden="true"
                      style={{ textDecoration: "none" }}
                    >
                      <CentreAvatar
                        name={centre.name}
                        imageUrl={centre.profileImageUrl}
                        width={240}
                        height={150}
                      />
                    </Link>
                    <Text fw={700} lineClamp={2} lh={1.25}>
                      {centre.name}
                    </Text>
                    <Text size="xs" c="gray.7" lineClamp={2}>
                      {centre.address}, {centre.city}
                    </Text>
                    <RatingLine rating={centre.rating} size="xs" />
                    <ButtonLink
                      to="/car-wash-details/$id"
                      params={{ id: String(centre.id) }}
                      size="xs"
                      variant="light"
                      mt="auto"
                      fullWidth
                      aria-label={`${t("viewDetails")}: ${centre.name}`}
                    >
                      {t("viewDetails")}
                    </ButtonLink>
                  </Stack>
                </Card>
              ),
            }))}
          />
        )}
      </Container>
    </section>
  );
}
