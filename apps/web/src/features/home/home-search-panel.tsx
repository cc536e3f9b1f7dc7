import { VEHICLE_TYPES } from "@chamak/contracts";
import { IconMapPin, IconNavigation, IconSearch } from "@chamak/ui";
import { Alert, Button, Container, Paper, Title } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useLayoutEffect, useState } from "react";
import { useT } from "../../lib/i18n";
import { useVehicleName } from "../catalog/catalog-names";
import { useNearMe } from "../listing/use-near-me";
import { SearchSuggestInput } from "../search/search-suggest-input";
import classes from "./home-search.module.css";

/**
 * Location text and, if the visitor wants, a vehicle (every type a service can be priced for); SEARCH opens the
 * listing with them in the URL, "Any vehicle" leaves the type out. Plain inputs styled like the theme's: this
 * panel is in the home page's first paint, where every kilobyte of script counts.
 */
export function HomeSearchPanel() {
  const t = useT("home");
  const vehicleName = useVehicleName();
  const navigate = useNavigate();
  const [q, setQ] = useState("");
  // On the prerendered home a visitor may type before hydration: keep what is in the box by then.
  useLayoutEffect(() => {
    const typed = (document.getElementById("home-search-location") as HTMLInputElement | null)?.value;
    if (typed) setQ(typed);
  }, []);
  const chosenVehicle = () =>
    (document.getElementById("home-search-vehicle") as HTMLSelectElement | null)?.value || undefined;
  const nearMe = useNearMe(
    ({ lat, lng }) =>
      void navigate({
        to: "/car-wash-shopping",
        search: { q: q.trim() || undefined, vehicleType: chosenVehicle(), lat, lng, sort: "distance" },
      }),
  );
  const labels = {
    list: t("suggestions"),
    kinds: {
      city: t("suggestCity"),
      locality: t("suggestLocality"),
      centre: t("suggestCentre"),
      service: t("suggestService"),
    },
  };

  // Read from the form, not from state: on the prerendered home a visitor may type before hydration.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget.elements;
    const vehicleType = (form.namedItem("vehicleType") as HTMLSelectElement).value || undefined;
    const q = (form.namedItem("q") as HTMLInputElement).value.trim();
    void navigate({ to: "/car-wash-shopping", search: { q: q || undefined, vehicleType } });
  };

  return (
    <Container size="lg" className={classes.wrap}>
      <Paper
        component="section"
        shadow="lg"
        radius="lg"
        p={{ base: "md", sm: "xl" }}
        aria-labelledby="home-search"
      >
        <Title order={2} id="home-search" size="h3" mb="md" c="chamak.9">
          {t("searchTitle")}
        </Title>
        <form onSubmit={submit} noValidate className={classes.grid}>
          <div className={classes.field}>
            <label htmlFor="home-search-location" className={classes.label}>
              {t("location")}
            </label>
            <div className={classes.control}>
              <IconMapPin size={18} className={classes.icon} />
              <SearchSuggestInput
                id="home-search-location"
                className={classes.input}
                data-with-icon
                name="q"
                placeholder={t("locationPlaceholder")}
                maxLength={100}
                value={q}
                onValueChange={setQ}
                labels={labels}
                onPick={(suggestion) => {
                  if (suggestion.centreId !== null) {
                    void navigate({
                      to: "/car-wash-shopping",
                      search: { q: suggestion.query, vehicleType: chosenVehicle() },
                    });
                  }
                }}
              />
            </div>
          </div>
          <div className={classes.field}>
            <label htmlFor="home-search-vehicle" className={classes.label}>
              {t("vehicle")}
            </label>
            <select id="home-search-vehicle" name="vehicleType" className={classes.input} defaultValue="">
              <option value="">{t("anyVehicle")}</option>
              {VEHICLE_TYPES.map((type) => (
                <option key={type.slug} value={type.slug}>
                  {vehicleName(type.slug, type.name)}
                </option>
              ))}
            </select>
          </div>
          <div className={classes.actions}>
            <Button type="submit" size="md" leftSection={<IconSearch size={18} />} className={classes.button}>
              {t("search")}
            </Button>
            <Button
              type="button"
              size="md"
              variant="default"
              leftSection={<IconNavigation size={18} />}
              onClick={nearMe.locate}
              loading={nearMe.locating}
              title={t("nearMeHint")}
            >
              {t("nearMe")}
            </Button>
          </div>
        </form>
        {nearMe.error ? (
          <Alert color="orange" mt="sm" withCloseButton onClose={nearMe.clearError} role="alert">
            {nearMe.error === "denied"
              ? t("locationDenied")
              : nearMe.error === "unsupported"
                ? t("locationUnsupported")
                : t("locationUnavailable")}
          </Alert>
        ) : null}
      </Paper>
    </Container>
  );
}
