import { EmptyState, ErrorState } from "@chamak/ui";
import { httpStatusOf } from "@chamak/web-client";
import { Button, Center, Container, Pagination, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { useVehicleName } from "../catalog/catalog-names";
import { ServerErrorText } from "../forms/server-error-text";
import { PageHeader } from "../layout/page-header";
import { CentreResultCard } from "./centre-result-card";
import { FilterPanel } from "./filter-panel";
import classes from "./listing.module.css";
import {
  activeFilterCount,
  LISTING_PAGE_SIZE,
  type ListingSearch,
  toSearchInput,
  withFilters,
} from "./listing-search";
import { ListingSkeleton } from "./listing-skeleton";
import { ListingToolbar } from "./listing-toolbar";
import { NearestToPlace } from "./nearest-to-place";
import { NoExactMatch } from "./no-exact-match";
import { vehicleInWords } from "./query-vehicle";

const route = getRouteApi("/car-wash-shopping");

/** The filter panel is open by default on screens wider than this (legacy breakpoint). */
const WIDE = "(min-width: 1224px)";

export function ListingPage() {
  const t = useT("listing");
  const trpc = useTRPC();
  const vehicleName = useVehicleName();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const wide = useMediaQuery(WIDE, false, { getInitialValueInEffect: false });
  const [filtersOpen, setFiltersOpen] = useState(wide);
  useEffect(() => setFiltersOpen(wide), [wide]);

  const results = useQuery({
    ...trpc.catalog.search.queryOptions(toSearchInput(search)),
    placeholderData: keepPreviousData,
  });
  const vehicleTypes = useQuery(trpc.catalog.vehicleTypes.queryOptions());

  const change = (changes: Partial<ListingSearch>) =>
    void navigate({ search: (prev) => withFilters(prev, changes), resetScroll: false, replace: false });
  const reset = () => void navigate({ search: {}, resetScroll: false });
  const filterCount = activeFilterCount(search);

  // The vehicle filter, or the one vehicle the words name ("bike wash"): the results are for it either way.
  const vehicleSlug = search.vehicleType ?? vehicleInWords(search.q)?.slug;
  const vehicleType = vehicleTypes.data?.find((v) => v.slug === vehicleSlug);
  const vehicle = vehicleSlug
    ? { slug: vehicleSlug, name: vehicleName(vehicleSlug, vehicleType?.name ?? vehicleSlug) }
    : null;

  const badInput = results.isError && httpStatusOf(results.error) === 400 ? results.error : null;
  const pages = results.data ? Math.ceil(results.data.total / LISTING_PAGE_SIZE) : 0;

  return (
    <>
      <PageHeader title={t("title")}>{t("intro")}</PageHeader>
      <Container size="xl" py="lg">
        <ListingToolbar
          search={search}
          total={results.data?.total ?? null}
          filtersOpen={filtersOpen}
          filterCount={filterCount}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          onChange={change}
        />
        <div className={classes.layout} data-filters-open={filtersOpen || undefined}>
          {filtersOpen ? (
            <aside id="listing-filters" className={classes.panel} aria-label={t("filters")}>
              <FilterPanel search={search} onChange={change} onReset={reset} canReset={filterCount > 0} />
            </aside>
          ) : null}
          <section aria-label={t("title")} style={{ minWidth: 0 }}>
            {results.isPending ? (
              <ListingSkeleton label={t("loading")} />
            ) : results.isError ? (
              badInput ? (
                <ErrorState
                  title={t("errorTitle")}
                  message={
                    <ServerErrorText
                      error={badInput}
                      fallback={t("badFilter", { message: "…" })}
                      format={(message) => t("badFilter", { message })}
                    />
                  }
                  onRetry={reset}
                  retryLabel={t("resetFilters")}
                />
              ) : (
                <ErrorState
                  title={t("errorTitle")}
                  message={t("errorText")}
                  onRetry={() => void results.refetch()}
                  retryLabel={t("tryAgain")}
                  retrying={results.isFetching}
                />
              )
            ) : results.data.items.length === 0 && (results.data.alternatives?.length ?? 0) > 0 ? (
              <NoExactMatch
                query={search.q ?? ""}
                answer={results.data}
                vehicle={vehicle}
                onSearch={(q) => change({ q })}
              />
            ) : results.data.items.length === 0 ? (
              <EmptyState
                title={t("emptyTitle")}
                description={t("emptyText")}
                action={
                  filterCount > 0 ? (
                    <Button variant="light" onClick={reset}>
                      {t("resetFilters")}
                    </Button>
                  ) : null
                }
              />
            ) : (
              <Stack gap="xl">
                {results.data.understood?.place ? (
                  <NearestToPlace place={results.data.understood.place} />
                ) : null}
                {results.data.correctedQuery ? (
                  <Text fw={500} role="status">
                    {t("showingResultsFor", { query: results.data.correctedQuery })}
                  </Text>
                ) : null}
                <SimpleGrid
                  cols={{ base: 1, sm: 2, lg: 3 }}
                  spacing="md"
                  className={classes.results}
                  data-stale={results.isPlaceholderData || undefined}
                  aria-busy={results.isFetching}
                >
                  {results.data.items.map((centre) => (
                    <CentreResultCard key={centre.id} centre={centre} vehicle={vehicle} />
                  ))}
                </SimpleGrid>
                {pages > 1 ? (
                  <Center>
                    <Pagination
                      total={pages}
                      value={search.page ?? 1}
                      onChange={(page) =>
                        void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })
                      }
                      getControlProps={(control) => ({ "aria-label": `${t("pages")}: ${control}` })}
                      aria-label={t("pages")}
                    />
                  </Center>
                ) : null}
              </Stack>
            )}
          </section>
        </div>
      </Container>
    </>
  );
}
