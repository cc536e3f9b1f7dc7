import { HOME_VEHICLE_TILES, VEHICLE_TYPES } from "@chamak/contracts";
import { Container, SimpleGrid, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useT } from "../../lib/i18n";
import { useVehicleName } from "../catalog/catalog-names";
import classes from "./home.module.css";
import { VehicleArt } from "./vehicle-art";

const tiles = HOME_VEHICLE_TILES.map(
  (slug) => VEHICLE_TYPES.find((type) => type.slug === slug) ?? { slug, name: slug },
);

/** Six shortcuts: each opens the listing for that vehicle type. */
export function VehicleTiles() {
  const t = useT("homeBelow");
  const vehicleName = useVehicleName();
  return (
    <section className={`${classes.section} ${classes.tint}`} aria-labelledby="vehicles-title">
      <Container size="xl">
        <Title order={2} id="vehicles-title" c="chamak.9">
          {t("vehiclesTitle")}
        </Title>
        <Text c="gray.7" mb="lg">
          {t("vehiclesText")}
        </Text>
        <SimpleGrid
          cols={{ base: 3, md: 6 }}
          spacing={{ base: "xs", sm: "md" }}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
        >
          {tiles.map((type) => (
            <li key={type.slug}>
              <Link to="/car-wash-shopping" search={{ vehicleType: type.slug }} className={classes.tile}>
                <VehicleArt slug={type.slug} className={classes.tileArt} />
                <span>{vehicleName(type.slug, type.name)}</span>
              </Link>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
