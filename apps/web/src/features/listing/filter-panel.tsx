import { IconSearch } from "@chamak/ui";
import {
  Button,
  Group,
  Input,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { useCategoryName, useVehicleName } from "../catalog/catalog-names";
import { FOOTER_CITIES } from "../layout/site-links";
import { SearchSuggestInput } from "../search/search-suggest-input";
import classes from "./listing.module.css";
import type { ListingSearch } from "./listing-search";
import { vehicleInWords } from "./query-vehicle";
import { useDebouncedField } from "./use-debounced-field";

type FilterPanelProps = {
  search: ListingSearch;
  onChange(changes: Partial<ListingSearch>): void;
  onReset(): void;
  canReset: boolean;
};

const RATINGS = ["", "3", "4", "4.5"] as const;

const toNumber = (value: string | number) =>
  value === "" || value === undefined ? undefined : Number(value);

export function FilterPanel({ search, onChange, onReset, canReset }: FilterPanelProps) {
  const t = useT("listing");
  const layoutT = useT("layout");
  const trpc = useTRPC();
  const vehicleName = useVehicleName();
  const categoryName = useCategoryName();
  const vehicleTypes = useQuery(trpc.catalog.vehicleTypes.queryOptions());
  const categories = useQuery(trpc.catalog.categories.queryOptions());

  const q = useDebouncedField(search.q ?? "", (value) => onChange({ q: value || undefined }));
  const minPrice = useDebouncedField<string | number>(search.minPrice ?? "", (value) =>
    onChange({ minPrice: toNumber(value) }),
  );
  const maxPrice = useDebouncedField<string | number>(search.maxPrice ?? "", (value) =>
    onChange({ maxPrice: toNumber(value) }),
  );

  const cities = FOOTER_CITIES.map(({ city, key }) => ({ value: city, label: layoutT(key) }));
  if (search.city && !cities.some((c) => c.value.toLowerCase() === search.city?.toLowerCase()))
    cities.push({ value: search.city, label: search.city });

  // "bike wash" narrows to motorcycles: the filter says so; another choice there takes the words' vehicle out.
  const wordsVehicle = search.vehicleType ? null : vehicleInWords(search.q);
  const vehicleOptions = (vehicleTypes.data ?? []).map((v) => ({
    value: v.slug,
    label: vehicleName(v.slug, v.name),
  }));
  if (search.vehicleType && !vehicleOptions.some((o) => o.value === search.vehicleType)) {
    vehicleOptions.push({ value: search.vehicleType, label: search.vehicleType });
  }
  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: c.slug,
    label: categoryName(c.slug, c.name),
  }));
  if (search.category && !categoryOptions.some((o) => o.value === search.category)) {
    categoryOptions.push({ value: search.category, label: search.category });
  }

  return (
    <Stack
      gap="md"
      component="form"
      role="search"
      aria-label={t("filters")}
      onSubmit={(e) => e.preventDefault()}
    >
      <Input.Wrapper label={t("searchText")} labelElement="label" id="listing-search-text">
        <div className={classes.searchControl}>
          <IconSearch size={16} className={classes.searchIcon} aria-hidden="true" />
          <SearchSuggestInput
            id="listing-search-text"
            className={classes.searchInput}
            placeholder={t("searchPlaceholder")}
            value={q.draft}
            onValueChange={q.change}
            onPick={(suggestion) => onChange({ q: suggestion.query })}
            onKeyDown={(event) => {
              if (event.key === "Enter") q.flush();
            }}
            onBlur={q.flush}
            maxLength={100}
            type="search"
            labels={{
              list: t("suggestions"),
              kinds: {
                city: t("suggestCity"),
                locality: t("suggestLocality"),
                centre: t("suggestCentre"),
                service: t("suggestService"),
              },
            }}
          />
        </div>
      </Input.Wrapper>
      <NativeSelect
        label={t("vehicleType")}
        value={search.vehicleType ?? wordsVehicle?.slug ?? ""}
        onChange={(event) =>
          onChange({
            vehicleType: event.currentTarget.value || undefined,
            ...(wordsVehicle ? { q: wordsVehicle.rest } : {}),
          })
        }
        data={[{ value: "", label: t("anyVehicle") }, ...vehicleOptions]}
      />
      <NativeSelect
        label={t("city")}
        value={cities.find((c) => c.value.toLowerCase() === search.city?.toLowerCase())?.value ?? ""}
        onChange={(event) => onChange({ city: event.currentTarget.value || undefined })}
        data={[{ value: "", label: t("anyCity") }, ...cities]}
      />
      <NativeSelect
        label={t("category")}
        value={search.category ?? ""}
        onChange={(event) => onChange({ category: event.currentTarget.value || undefined })}
        data={[{ value: "", label: t("anyCategory") }, ...categoryOptions]}
      />
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" size="sm" fw={500} mb={4}>
          {t("priceRange")}
        </Text>
        <Group grow gap="xs" wrap="nowrap">
          <NumberInput
            aria-label={t("minPrice")}
            placeholder={t("min")}
            min={0}
            max={100_000}
            step={50}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={minPrice.draft}
            onChange={minPrice.change}
            onBlur={minPrice.flush}
          />
          <NumberInput
            aria-label={t("maxPrice")}
            placeholder={t("max")}
            min={0}
            max={100_000}
            step={50}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={maxPrice.draft}
            onChange={maxPrice.change}
            onBlur={maxPrice.flush}
          />
        </Group>
      </fieldset>
      <div>
        <Text size="sm" fw={500} mb={4} id="min-rating-label">
          {t("minRating")}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="min-rating-label"
          value={search.minRating === undefined ? "" : String(search.minRating)}
          onChange={(value) => onChange({ minRating: value ? Number(value) : undefined })}
          data={RATINGS.map((r) => ({ value: r, label: r ? `${r}★+` : t("anyRating") }))}
        />
      </div>
      <Switch
        label={t("pickDrop")}
        checked={search.pickDrop === true}
        onChange={(event) => onChange({ pickDrop: event.currentTarget.checked || undefined })}
      />
      <Button variant="default" onClick={onReset} disabled={!canReset}>
        {t("resetFilters")}
      </Button>
    </Stack>
  );
}
