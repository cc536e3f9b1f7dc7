import { IconFilter, IconNavigation, IconX } from "@chamak/ui";
import { ActionIcon, Alert, Badge, Button, Group, NativeSelect, Text, Tooltip } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { useScrolledPast } from "../layout/use-scrolled-past";
import classes from "./listing.module.css";
import type { ListingSearch } from "./listing-search";
import { useNearMe } from "./use-near-me";

type ListingToolbarProps = {
  search: ListingSearch;
  total: number | null;
  filtersOpen: boolean;
  filterCount: number;
  onToggleFilters(): void;
  onChange(changes: Partial<ListingSearch>): void;
};

/** The legacy service list took a "scrolled" style past 70 px; here the sticky toolbar gains a shadow. */
const SCROLLED_AT_PX = 70;

export function ListingToolbar(props: ListingToolbarProps) {
  const { search, total, filtersOpen, filterCount, onToggleFilters, onChange } = props;
  const t = useT("listing");
  const scrolled = useScrolledPast(SCROLLED_AT_PX);
  const hasLocation = search.lat !== undefined && search.lng !== undefined;
  const nearMe = useNearMe(({ lat, lng }) => onChange({ lat, lng, sort: "distance" }));

  const sorts = [
    { value: "relevance", label: t("sortRelevance") },
    { value: "price", label: t("sortPrice") },
    { value: "rating", label: t("sortRating") },
    { value: "popular", label: t("sortPopular") },
    ...(hasLocation ? [{ value: "distance", label: t("sortDistance") }] : []),
  ];

  return (
    <div className={classes.toolbar} data-scrolled={scrolled || undefined}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button
            variant={filtersOpen ? "light" : "default"}
            leftSection={<IconFilter size={16} />}
            rightSection={
              filterCount > 0 ? (
                <Badge size="sm" circle>
                  {filterCount}
                </Badge>
              ) : null
            }
            onClick={onToggleFilters}
            aria-expanded={filtersOpen}
            aria-controls="listing-filters"
          >
            {filtersOpen ? t("hideFilters") : t("showFilters")}
          </Button>
          <Text size="sm" c="gray.7" role="status" aria-live="polite">
            {total === null ? "" : total === 1 ? t("resultsOne") : t("results", { count: total })}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {hasLocation ? (
            <Group gap={4} wrap="nowrap">
              <Badge variant="light" leftSection={<IconNavigation size={12} />} size="lg">
                {t("nearMe")}
              </Badge>
              <Tooltip label={t("clearLocation")}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t("clearLocation")}
                  onClick={() =>
                    onChange({
                      lat: undefined,
                      lng: undefined,
                      sort: search.sort === "distance" ? undefined : search.sort,
                    })
                  }
                >
                  <IconX size={14} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ) : (
            <Button
              variant="default"
              leftSection={<IconNavigation size={16} />}
              onClick={nearMe.locate}
              loading={nearMe.locating}
            >
              {t("nearMe")}
            </Button>
          )}
          <NativeSelect
            aria-label={t("sortBy")}
            value={search.sort ?? "relevance"}
            onChange={(event) => onChange({ sort: event.currentTarget.value as ListingSearch["sort"] })}
            data={sorts}
            w={170}
          />
        </Group>
      </Group>
      {nearMe.error ? (
        <Alert color="orange" mt="xs" withCloseButton onClose={nearMe.clearError} role="alert">
          {nearMe.error === "denied"
            ? t("locationDenied")
            : nearMe.error === "unsupported"
              ? t("locationUnsupported")
              : t("locationUnavailable")}
        </Alert>
      ) : null}
    </div>
  );
}
