import { SEARCH_CITIES, type SearchUnderstood } from "@chamak/contracts";
import { Text } from "@mantine/core";
import { useLang, useT } from "../../lib/i18n";

type NamedPlace = NonNullable<SearchUnderstood["place"]>;

/** "Nearest to Pitampura, Delhi (110034)": the place the search read, which the distances are from. */
export function NearestToPlace({ place }: { place: NamedPlace }) {
  const t = useT("listing");
  const { lang } = useLang();
  const hindi = lang === "hi";
  const city = place.city ?? place.district;
  const cityName = (hindi && SEARCH_CITIES.find((known) => known.name === city)?.hi) || city;
  const name = hindi && place.nameHi ? place.nameHi : place.name;
  const where = place.kind === "pin" ? cityName : `${name}, ${cityName}`;
  return (
    <Text fw={500} role="status">
      {t("nearestToPlace", { place: `${where} (${place.pin})` })}
    </Text>
  );
}
