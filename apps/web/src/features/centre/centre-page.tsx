import type { CatalogService, CentreDetail } from "@chamak/contracts";
import { formatAddress } from "@chamak/contracts";
import { Container, Grid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import type { NewCartItem } from "../cart/cart-item";
import { type CartConflict, switchCartVehicle } from "../cart/cart-rules";
import { useCart } from "../cart/cart-store";
import { useVehicleName } from "../catalog/catalog-names";
import { PageHeader } from "../layout/page-header";
import { CartBar } from "./cart-bar";
import { CartConflictDialog } from "./cart-conflict-dialog";
import { CentreGallery } from "./centre-gallery";
import { CentreInfo } from "./centre-info";
import { CentreNotFound } from "./centre-not-found";
import { CentreSkeleton } from "./centre-skeleton";
import { OrderSummary } from "./order-summary";
import { PromisesCard } from "./promises-card";
import { ReviewsSection } from "./reviews-section";
import { ServiceCard } from "./service-card";
import { SlotPicker } from "./slot-picker";
import {
  centreVehicles,
  findVehicle,
  priceFor,
  resolveVehicle,
  type Vehicle,
  vehicleChoice,
} from "./vehicle-choice";
import { VehicleModal } from "./vehicle-modal";

const route = getRouteApi("/car-wash-details/$id");

// Its own chunk and texts, after the page: most centres sell no plan, and the page is on a weight budget.
const CentrePlans = lazy(() => import("../plans/centre/centre-plans"));

function toNewItem(
  centre: CentreDetail,
  service: CatalogService,
  vehicle: Vehicle,
  pricePaise: number,
): NewCartItem {
  return {
    service_id: service.id,
    price: pricePaise / 100,
    driver_fee: service.driverFeePaise / 100,
    vehicle_type_id: vehicle.id,
    vehicle_type: vehicle.name,
    category_name: service.categoryName,
    sub_category_name: service.subCategoryName,
    centre_id: centre.id,
    centre_name: centre.name,
  };
}

/** /car-wash-details/<id>: the skeleton while the centre loads, "not found" when the API says so. */
export function CentrePage() {
  const trpc = useTRPC();
  const { id } = route.useParams();
  // The loader asks (again on the error page's "try again"); asking again on mount after a "not found"
  // would show the skeleton (a query without data goes back to pending) and then "not found" again.
  const centre = useQuery({ ...trpc.catalog.centre.queryOptions({ id: Number(id) }), retryOnMount: false });
  if (centre.isPending) return <CentreSkeleton />;
  if (centre.isError) {
    if (centre.error.data?.httpStatus === 404) return <CentreNotFound />;
    throw centre.error; // the route's error page, with its retry
  }
  return <CentreDetails centre={centre.data} />;
}

function CentreDetails({ centre }: { centre: CentreDetail }) {
  const t = useT("centre");
  const vehicleName = useVehicleName();
  const search = route.useSearch();
  const cart = useCart();
  const vehicles = useMemo(() => centreVehicles(centre.services), [centre.services]);
  const cartHere = cart.centreId === centre.id;
  const cartVehicleId = cartHere ? (cart.items[0]?.vehicle_type_id ?? null) : null;
  // A vehicle in the link (from a filtered listing) is the choice on arrival, unless this centre's cart decides.
  const fromLink = cartVehicleId === null ? findVehicle(vehicles, search.vehicleType) : null;
  // Derived from the store, so storing the vehicle the page already shows (below) re-renders nothing.
  const vehicle = vehicleChoice.useDerived((stored) =>
    resolveVehicle(vehicles, fromLink?.slug ?? stored, cartVehicleId),
  );
  const navigate = route.useNavigate();

  const [modalService, setModalService] = useState<CatalogService | null>(null);
  const [pending, setPending] = useState<{ item: NewCartItem; conflict: CartConflict } | null>(null);

  // Keep sessionStorage "VehicleType" equal to the vehicle the page prices for; the link has then done its job.
  useEffect(() => {
    if (vehicle && vehicleChoice.get() !== vehicle.slug) vehicleChoice.set(vehicle.slug);
    if (search.vehicleType !== undefined) {
      void navigate({ search: {}, replace: true, resetScroll: false });
    }
  }, [vehicle, search.vehicleType, navigate]);

  const servicePrice = (serviceId: number, vehicleId: number) => {
    const service = centre.services.find((s) => s.id === serviceId);
    return service ? priceFor(service, vehicleId) : null;
  };

  const cartEffect = (next: Vehicle) => {
    if (!cartHere) return { switches: false, dropped: [] };
    const { dropped } = switchCartVehicle(cart.items, next, (sid) => servicePrice(sid, next.id));
    return { switches: true, dropped: dropped.map((d) => `${d.category_name} – ${d.sub_category_name}`) };
  };

  const confirmVehicle = (next: Vehicle) => {
    if (cartHere && cartVehicleId !== next.id) {
      const switched = switchCartVehicle(cart.items, next, (sid) => {
        const paise = servicePrice(sid, next.id);
        return paise === null ? null : paise / 100;
      });
      cart.replace(switched.items);
    }
    vehicleChoice.set(next.slug);
    setModalService(null);
  };

  const add = (service: CatalogService) => {
    if (!vehicle) return setModalService(service);
    const paise = priceFor(service, vehicle.id);
    if (paise === null) return;
    const item = toNewItem(centre, service, vehicle, paise);
    const result = cart.add(item);
    if (!result.added) setPending({ item, conflict: result.conflict });
  };

  return (
    <>
      <PageHeader title={centre.name} trail={[{ label: t("listing"), to: "/car-wash-shopping" }]}>
        {formatAddress(centre.locality, centre.city)}
      </PageHeader>
      <Container size="xl" py="lg" pb={{ base: 96, lg: "xl" }}>
        <CentreGallery centre={centre} />
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 3 }} order={{ base: 3, lg: 1 }}>
            <CentreInfo centre={centre} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7, lg: 5 }} order={{ base: 1, lg: 2 }}>
            <Stack gap="md" component="section" aria-labelledby="services-title">
              <div>
                <Title order={2} size="h3" id="services-title">
                  {t("servicesTitle")}
                </Title>
                <Text size="sm" c="gray.7" aria-live="polite">
                  {vehicle
                    ? t("servicesFor", { vehicle: vehicleName(vehicle.slug, vehicle.name) })
                    : t("servicesNoVehicle")}
                </Text>
              </div>
              {centre.services.length === 0 ? <Text c="gray.7">{t("noServices")}</Text> : null}
              {centre.services.map((service) => (
                <ServiceCard
                  key={service.id}
                  service={service}
                  vehicle={vehicle}
                  inCart={cartHere && cart.items.some((item) => item.id === service.id)}
                  onSelectVehicle={() => setModalService(service)}
                  onAdd={() => add(service)}
                />
              ))}
            </Stack>
            <Suspense fallback={null}>
              <CentrePlans centreId={centre.id} />
            </Suspense>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 2, lg: 3 }}>
            <Stack gap="md">
              <OrderSummary
                centreId={centre.id}
                slotPicker={(refusals) => <SlotPicker centreId={centre.id} refusals={refusals} />}
              />
              <PromisesCard />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 9 }} offset={{ base: 0, lg: 3 }} order={{ base: 4 }}>
            <ReviewsSection centreId={centre.id} />
          </Grid.Col>
        </Grid>
      </Container>
      <CartBar centreId={centre.id} />
      <VehicleModal
        service={modalService}
        current={vehicle}
        cartEffect={cartEffect}
        onConfirm={confirmVehicle}
        onClose={() => setModalService(null)}
      />
      <CartConflictDialog
        conflict={pending?.conflict ?? null}
        onKeep={() => setPending(null)}
        onNewCart={() => {
          if (pending) cart.add(pending.item, { newCart: true });
          setPending(null);
        }}
      />
    </>
  );
}
