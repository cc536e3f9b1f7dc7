import { HOME_SEARCH_VEHICLES, VEHICLE_TYPES } from "@chamak/contracts";
import { IconMapPin, IconNavigation, IconSearch } from "@chamak/ui";
import { Alert, Button, Container, Paper, Title } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useLayoutEffect, useState } from "react";
import { useT } from "../../lib/i18n";
import { useVehicleName } from "../catalog/catalog-names";
import { useNearMe } from "../listing/use-near-me";
import { SearchSuggestInput } from "../search/search-suggest-input";
import classes from "./home-search.module.css";

const vehicleOptions = HOME_SEARCH_VEHICLES.map(
  (slug) => VEHICLE_TYPES.find((type) => type.slug === slug) ?? { slug, name: slug },
);

/**
 * Location text and a required vehicle; SEARCH opens the listing with both in the URL. Plain inputs styled
 * like the theme's: this panel is in the home page's first paint, where every kilobyte of script counts.
 */
export function HomeSearchPanel() {
  const t = useT("home");
  const vehicleName = useVehicleName();
  const navigate = useNavigate();
  const [vehicleError, setVehicleError] = useState(false);
  const [q, setQ] = useState("");
  // On the prerendered home a visitor may type before hydration: keep what is in the box by then.
  useLayoutEffect(() => {
    const typed = (document.getElementById("home-search-location") as HTMLInputElement | null)?.value;
    if (typed) setQ(typed);
  }, []);
  const chosenVehicle = () =>
    (document.getElementById("home-search-vehicle") as HTMLSelectElement | null)?.value || undefined;
  // Near me needs no vehicle: the listing asks for one only if the visitor wants to narrow it.
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
    const vehicle = form.namedItem("vehicleType") as HTMLSelectElement;
    if (!vehicle.value) {
      setVehicleError(true);
      vehicle.focus();
      return;
    }
    const q = (form.namedItem("q") as HTMLInputElement).value.trim();
    void navigate({ to: "/car-wash-shopping", search: { q: q || undefined, vehicleType: vehicle.value } });
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
              <span className={classes.required} aria-hidden="true">
                {" "}
                *
              </span>
            </label>
            <select
              id="home-search-vehicle"
              name="vehicleType"
              className={classes.input}
              required
              defaultValue=""
              aria-invalid={vehicleError || undefined}
              aria-describedby={vehicleError ? "home-search-vehicle-error" : undefined}
              onChange={() => setVehicleError(false)}
            >
              <option value="" disabled>
                {t("vehiclePlaceholder")}
              </option>
              {vehicleOptions.map((type) => (
                <option key={type.slug} value={type.slug}>
                  {vehicleName(type.slug, type.name)}
                </option>
              ))}
            </select>
            {vehicleError ? (
              <p id="home-search-vehicle-error" className={classes.error} role="alert">
                {t("vehicleRequired")}
              </p>
            ) : null}
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
