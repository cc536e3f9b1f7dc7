import { ErrorState } from "@chamak/ui";
import { Container, Skeleton, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import classes from "./home.module.css";
import { carouselCentresInput } from "./home-queries";
import { SnapCarousel } from "./snap-carousel";

/** Legacy carousel timing: autoplay every 2 s until the user touches it. */
const AUTOPLAY_MS = 2000;

/**
 * A centre's slide shows only once the API has answered (the first paint, prerendered too, shows skeletons), so
 * its code is not part of the page's first load: it is fetched as soon as the page's code runs, beside the
 * API request, and a slide whose code has not come yet stays a skeleton.
 */
const loadSlide = () => import("./centre-slide");
void loadSlide().catch(() => undefined);
const CentreSlide = lazy(() => loadSlide().then((m) => ({ default: m.CentreSlide })));

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
                <Suspense fallback={<Skeleton h={250} radius="lg" />}>
                  <CentreSlide centre={centre} />
                </Suspense>
              ),
            }))}
          />
        )}
      </Container>
    </section>
  );
}
