import { VEHICLE_TYPES } from "@chamak/contracts";
import { CITIES, NAME_CORES, NAME_PREFIXES, NAME_SUFFIXES, STREETS } from "./places";
import { createRandom, type Random } from "./random";
import {
  CATEGORIES,
  CENTRE_KINDS,
  type CentreKind,
  type Group,
  TEMPLATES,
  type Template,
  VEHICLE_FACTOR,
} from "./service-templates";

/** How much data to generate; the default is the 1x size the search targets are stated for. */
export interface DataSize {
  centres: number;
  services: number;
  /** Customers (users with role user), bookings of the past and next days (bookings.sql.ts). */
  customers: number;
  bookings: number;
  /** Customers with a bearer session the load driver signs in with. */
  sessions: number;
}

export const BASE_SIZE: DataSize = {
  centres: 2_000,
  services: 20_000,
  customers: 20_000,
  bookings: 200_000,
  sessions: 20_000,
};

export function scaledSize(scale: number): DataSize {
  const times = (n: number) => Math.round(n * scale);
  return {
    centres: times(BASE_SIZE.centres),
    services: times(BASE_SIZE.services),
    customers: times(BASE_SIZE.customers),
    bookings: times(BASE_SIZE.bookings),
    // The driver needs a few thousand; more sessions would only add load time.
    sessions: Math.min(times(BASE_SIZE.customers), BASE_SIZE.sessions),
  };
}

/** One table's rows as parallel columns, each with its PostgreSQL array type (for INSERT ... unnest). */
export interface TableData {
  table: string;
  columns: { name: string; type: string; values: unknown[] }[];
}

export interface Dataset {
  tables: TableData[];
  /** Ids of approved centres (what detail pages may show). */
  approvedCentreIds: number[];
  /** Vendors are users 1..lastVendorId; customers come after. */
  lastVendorId: number;
  counts: Record<string, number>;
}

function table(name: string, spec: Record<string, string>): TableData & { push(row: unknown[]): void } {
  const columns = Object.entries(spec).map(([column, type]) => ({
    name: column,
    type,
    values: [] as unknown[],
  }));
  return {
    table: name,
    columns,
    push(row) {
      for (const [i, column] of columns.entries()) column.values.push(row[i]);
    },
  };
}

const DB_GROUP: Record<string, Group> = {
  bike: "bike",
  car: "car",
  "three-wheeler": "three_wheeler",
  heavy: "heavy",
};
const KINDS: readonly (readonly [CentreKind, number])[] = [
  ["car", 40],
  ["car_bike", 35],
  ["multi", 18],
  ["heavy", 7],
];
const STATUSES = [
  ["approved", 90],
  ["pending", 5],
  ["suspended", 3],
  ["rejected", 2],
] as const;

/** Heavy-tailed counter: most centres small, a few very popular. */
function skewed(random: Random, max: number): number {
  return Math.floor(max * random.next() ** 3);
}

/** Splits `total` into `parts` random shares of at least 1 (roughly 40%..160% of the mean). */
function shares(random: Random, total: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => 0.4 + 1.2 * random.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
  let left = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % parts, left--) counts[i] = (counts[i] ?? 0) + 1;
  return counts;
}

/**
 * Generates vendors, centres (with hours and photos), services and prices. Deterministic for a seed;
 * ids are assigned here (1..n) so rows can reference each other without a round trip.
 */
export function generateDataset(size: DataSize, seed = 20_261_123): Dataset {
  const random = createRandom(seed);
  const now = new Date();
  const vehicleTypes = table("vehicle_types", {
    id: "int",
    slug: "text",
    name: "text",
    group: '"VehicleGroup"',
    position: "int",
  });
  VEHICLE_TYPES.forEach((v, i) => {
    vehicleTypes.push([i + 1, v.slug, v.name, DB_GROUP[v.group], i]);
  });
  const vehicleId = new Map(VEHICLE_TYPES.map((v, i) => [v.slug as string, i + 1]));
  const vehicleGroup = new Map(VEHICLE_TYPES.map((v) => [v.slug as string, DB_GROUP[v.group] as Group]));
  const categories = table("service_categories", {
    id: "int",
    slug: "text",
    name: "text",
    description: "text",
    position: "int",
  });
  CATEGORIES.forEach((c, i) => {
    categories.push([i + 1, c.slug, c.name, c.description, i]);
  });
  const categoryId = new Map(CATEGORIES.map((c, i) => [c.slug as string, i + 1]));

  const users = table("users", {
    id: "int",
    name: "text",
    email: "text",
    mobile: "text",
    password_hash: "text",
    role: '"Role"',
    updated_at: "timestamp",
  });
  const centres = table("centres", {
    id: "int",
    owner_id: "int",
    name: "text",
    mobile: "text",
    email: "text",
    gstin: "text",
    locality: "text",
    address: "text",
    city: "text",
    state: "text",
    zip: "text",
    latitude: "float8",
    longitude: "float8",
    description: "text",
    status: '"CentreStatus"',
    slot_minutes: "int",
    bays: "int",
    offers_pick_drop: "bool",
    offers_doorstep: "bool",
    rating_sum: "int",
    rating_count: "int",
    booking_count: "int",
    approved_at: "timestamp",
    updated_at: "timestamp",
  });
  const hours = table("opening_hours", {
    centre_id: "int",
    weekday: "int",
    opens_at: "int",
    closes_at: "int",
    closed: "bool",
  });
  const photos = table("centre_photos", {
    id: "int",
    centre_id: "int",
    url: "text",
    caption: "text",
    position: "int",
  });
  const services = table("services", {
    id: "int",
    centre_id: "int",
    category_id: "int",
    sub_category_name: "text",
    description: "text",
    duration_minutes: "int",
    driver_fee_paise: "int",
    rating_sum: "int",
    rating_count: "int",
    booking_count: "int",
    deleted_at: "timestamp",
    updated_at: "timestamp",
  });
  const prices = table("service_prices", { service_id: "int", vehicle_type_id: "int", price_paise: "int" });

  const approvedCentreIds: number[] = [];
  const cityWeights = CITIES.map((c) => c.weight);
  const serviceCounts = shares(random, size.services, size.centres);
  let serviceId = 0;
  let photoId = 0;
  for (let id = 1; id <= size.centres; id++) {
    const city = CITIES[random.weightedIndex(cityWeights)] ?? CITIES[0];
    if (!city) throw new Error("no cities");
    const locality = random.pick(city.localities);
    const kind = KINDS[random.weightedIndex(KINDS.map(([, w]) => w))]?.[0] ?? "car";
    const status = STATUSES[random.weightedIndex(STATUSES.map(([, w]) => w))]?.[0] ?? "approved";
    const name = `${random.pick(NAME_PREFIXES)} ${random.pick(NAME_CORES)} ${random.pick(NAME_SUFFIXES)}`;
    const mobile = `9${String(800_000_000 + id).padStart(9, "0")}`;
    const ratingCount = random.chance(0.15) ? 0 : skewed(random, 600);
    const ratingAvg = 3 + 2 * random.next() ** 0.7;
    const bookingCount = ratingCount * random.int(2, 6) + skewed(random, 300);
    users.push([id, `Owner ${id}`, `owner${id}@bench.chamak.test`, mobile, "not-a-real-hash", "vendor", now]);
    centres.push([
      id,
      id,
      name,
      mobile,
      `centre${id}@bench.chamak.test`,
      `${city.gstState}BNCH${String(id).padStart(6, "0")}Z${id % 10}`,
      locality.name,
      `${random.int(1, 250)}, ${random.pick(STREETS)}, ${locality.name}`,
      city.name,
      city.state,
      locality.zip,
      locality.lat + (random.next() - 0.5) * 0.03,
      locality.lng + (random.next() - 0.5) * 0.03,
      `${name} in ${locality.name}, ${city.name}.`,
      status,
      random.pick([30, 30, 45, 60]),
      random.int(1, 4),
      random.chance(0.7),
      random.chance(0.2),
      Math.round(ratingCount * ratingAvg),
      ratingCount,
      bookingCount,
      status === "approved" ? now : null,
      now,
    ]);
    if (status === "approved") approvedCentreIds.push(id);
    const opens = random.pick([7 * 60, 8 * 60, 9 * 60]);
    const closes = random.pick([19 * 60, 20 * 60, 21 * 60]);
    const closedDay = random.chance(0.5) ? random.int(0, 6) : -1;
    for (let weekday = 0; weekday < 7; weekday++)
      hours.push([id, weekday, opens, closes, weekday === closedDay]);
    for (let position = 0; position < random.int(0, 3); position++) {
      photos.push([++photoId, id, `https://img.chamak.test/centres/${id}/${position}.jpg`, null, position]);
    }
    const vehicles: readonly string[] = CENTRE_KINDS[kind];
    const offered = TEMPLATES.filter((t) => vehicles.some((v) => t.rupees[vehicleGroup.get(v) as Group]))
      .map((t) => [t, random.next()] as const)
      .sort((a, b) => a[1] - b[1])
      .map(([t]) => t);
    const pricier = 0.8 + 0.5 * random.next();
    for (let n = 0; n < (serviceCounts[id - 1] ?? 0); n++) {
      const template = offered[n % offered.length] as Template;
      serviceId++;
      const serviceRatings = Math.floor(ratingCount * random.next() * 0.3);
      services.push([
        serviceId,
        id,
        categoryId.get(template.category),
        n < offered.length ? template.name : `${template.name} Plus ${Math.floor(n / offered.length)}`,
        `${template.name}. Includes ${template.includes}`,
        template.minutes,
        random.pick([0, 9900, 14900]),
        Math.round(serviceRatings * ratingAvg),
        serviceRatings,
        Math.floor(bookingCount * random.next() * 0.3),
        random.chance(0.03) ? now : null,
        now,
      ]);
      let priced = 0;
      for (const vehicle of vehicles) {
        const base = template.rupees[vehicleGroup.get(vehicle) as Group];
        if (base === undefined || (priced > 0 && random.chance(0.28))) continue;
        const rupees = Math.round((base * (VEHICLE_FACTOR[vehicle] ?? 1) * pricier) / 10) * 10 - 1;
        prices.push([serviceId, vehicleId.get(vehicle), rupees * 100]);
        priced++;
      }
    }
  }
  const tables = [vehicleTypes, categories, users, centres, hours, photos, services, prices];
  return {
    tables,
    approvedCentreIds,
    lastVendorId: size.centres,
    counts: Object.fromEntries(tables.map((t) => [t.table, t.columns[0]?.values.length ?? 0])),
  };
}
