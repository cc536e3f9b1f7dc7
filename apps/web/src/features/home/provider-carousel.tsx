import { ErrorState, IconMapPin } from "@chamak/ui";
import { Alert, Button, Container, Group, Skeleton, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { FOOTER_CITIES } from "../layout/site-links";
import { useNearMe } from "../listing/use-near-me";
import { type CentresPlace, useCentresPlace } from "./centres-place";
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

const NEAREST = { page: 1, pageSize: carouselCentresInput.pageSize, sort: "distance" } as const;

/** The centres' heading and the line under it say where they are from. */
function usePlaceWords(place: CentresPlace) {
  const t = useT("home");
  const layoutT = useT("layout");
  const cityName = (city: string) => {
    const known = FOOTER_CITIES.find((c) => c.city === city);
    return known ? layoutT(known.key) : city;
  };
  if (place.kind === "near") return { title: t("providersNearTitle"), text: t("showingNear") };
  if (place.kind === "city") {
    const city = cityName(place.city);
    return { title: t("providersCityTitle", { city }), text: t("showingCity", { city }) };
  }
  return { title: t("providersAllTitle"), text: t("showingAll") };
}

/**
 * Centres for the visitor's place: nearest first once they share their position (asked only when they click),
 * else the most booked in the city they picked, else in every city; the heading says which.
 */
export function ProviderCarousel() {
  const t = useT("home");
  const layoutT = useT("layout");
  const trpc = useTRPC();
  const { place, choose } = useCentresPlace();
  const nearMe = useNearMe((position) => choose({ kind: "near", ...position }));
  const near = place.kind === "near";
  const listed = useQuery({
    ...trpc.catalog.centres.queryOptions(
      place.kind === "city" ? { ...carouselCentresInput, city: place.city } : carouselCentresInput,
    ),
    enabled: !near,
  });
  const nearest = useQuery({
    ...trpc.catalog.search.queryOptions(near ? { ...NEAREST, lat: place.lat, lng: place.lng } : NEAREST),
    enabled: near,
  });
  const centres = near ? nearest : listed;
  const words = usePlaceWords(place);
  const pressed = (city: string | null) =>
    place.kind === "city" ? place.city === city : place.kind === "all" && city === null;

  return (
    <section className={classes.section} aria-labelledby="providers-title">
      <Container size="xl">
        <Title order={2} id="providers-title" c="chamak.9">
          {words.title}
        </Title>
        <Text c="gray.7" aria-live="polite">
          {words.text} {t("providersText")}
        </Text>
        <Group gap="xs" mt="sm" mb={nearMe.error ? "xs" : "lg"} role="group" aria-label={t("placeChoice")}>
          <Button
            size="xs"
            radius="xl"
            variant={near ? "filled" : "light"}
            aria-pressed={near}
            leftSection={<IconMapPin size={14} />}
            loading={nearMe.locating}
            onClick={nearMe.locate}
          >
            {t("useMyLocation")}
          </Button>
          {FOOTER_CITIES.map(({ city, key }) => (
            <Button
              key={city}
              size="xs"
              radius="xl"
              variant={pressed(city) ? "filled" : "default"}
              aria-pressed={pressed(city)}
              onClick={() => {
                nearMe.clearError();
                choose({ kind: "city", city });
              }}
            >
              {layoutT(key)}
            </Button>
          ))}
          <Button
            size="xs"
            radius="xl"
            variant={pressed(null) ? "filled" : "default"}
            aria-pressed={pressed(null)}
            onClick={() => {
              nearMe.clearError();
              choose({ kind: "all" });
            }}
          >
            {t("allCities")}
          </Button>
        </Group>
        {nearMe.error ? (
          <Alert
            color="orange"
            variant="light"
            mb="lg"
            role="alert"
            withCloseButton
            onClose={nearMe.clearError}
          >
            {nearMe.error === "denied"
              ? t("locationDenied")
              : nearMe.error === "unsupported"
                ? t("locationUnsupported")
                : t("locationUnavailable")}
          </Alert>
        ) : null}
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
        ) : centres.data.items.length === 0 ? (
          <Text c="gray.7">{t("noCentresHere")}</Text>
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
