import {
  DomainError,
  getCentre,
  getService,
  listCategories,
  listCategoryServices,
  listCentres,
  readDbOf,
  searchCentres,
} from "@chamak/api";
import {
  type CatalogService,
  type CentreCard,
  type CentreSummary,
  formatMinutes,
  type LegacyServiceItem,
  type LegacyVendorCard,
  legacyCategoriesResponse,
  legacyCategoryProductBody,
  legacyCategoryProductResponse,
  legacyProductDetailsBody,
  legacyProductDetailsResponse,
  legacySearchBody,
  legacySearchResponse,
  legacyVendorServiceBody,
  legacyVendorServiceResponse,
  legacyVendorsQuery,
  legacyVendorsResponse,
  paiseToRupees,
  rupeesToPaise,
} from "@chamak/contracts";
import { defineRoute } from "../legacy-route";
import { withLegacyFields } from "./legacy-fields";

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** A service card in the legacy field names, prices in rupees. */
export function toLegacyServiceItem(service: CatalogService): LegacyServiceItem {
  return {
    service_id: service.id,
    category_id: service.categoryId,
    category_name: service.categoryName,
    category_slug: service.categorySlug,
    sub_category_name: service.subCategoryName,
    description: service.description,
    includes: service.includes,
    duration: service.durationMinutes,
    driver_fee: paiseToRupees(service.driverFeePaise),
    rating: service.rating.average,
    rating_count: service.rating.count,
    totalbooking: service.bookingCount,
    vehicles: service.prices.map((price) => ({
      vehicle_type: price.vehicleTypeName,
      vehicle_type_id: price.vehicleTypeId,
      vehicle_type_slug: price.vehicleTypeSlug,
      price: paiseToRupees(price.pricePaise),
    })),
  };
}

function toLegacyVendorSummary(centre: Omit<CentreCard, "fromPricePaise">) {
  return {
    id: centre.id,
    name: centre.name,
    address: centre.address,
    locality: centre.locality,
    city: centre.city,
    state: centre.state,
    profile_image: centre.profileImageUrl,
    rating: centre.rating.average,
    rating_count: centre.rating.count,
    totalbooking: centre.bookingCount,
    pick_drop: centre.offersPickDrop,
    doorstep: centre.offersDoorstep,
  };
}

function toLegacyVendorCard(card: CentreCard): LegacyVendorCard {
  return { ...toLegacyVendorSummary(card), from_price: rupeesOrNull(card.fromPricePaise) };
}

const withVendor = (service: CatalogService & { centre: CentreSummary }) => ({
  ...toLegacyServiceItem(service),
  vendor_id: service.centre.id,
  vendor_name: service.centre.name,
  vendor_city: service.centre.city,
});

/** Service-side field names of search and listing input, as the legacy bodies name them. */
const SEARCH_FIELDS = {
  q: "search",
  vehicleType: "vehicle_type",
  minPricePaise: "min_price",
  maxPricePaise: "max_price",
  minRating: "rating",
  pickDrop: "pick_drop",
  radiusKm: "radius_km",
  pageSize: "limit",
} as const;

const orUndefined = <T>(value: T | null | undefined) => (value === null ? undefined : value);

export const catalogRoutes = [
  defineRoute({
    method: "GET",
    path: "/vendors",
    summary:
      "Approved centres, most booked first (home carousel, 'Most Searched Center'). Optional query: page (default 1), " +
      "limit (default and maximum 100: all approved centres up to 100), city, sort=popular|rating. " +
      "rating is the average (null until rated); prices in rupees",
    auth: "public",
    body: legacyVendorsQuery,
    response: legacyVendorsResponse,
    async handler({ body, ctx }) {
      const page = await listCentres(readDbOf(ctx), {
        page: body.page,
        pageSize: body.limit,
        sort: body.sort,
        ...(body.city ? { city: body.city } : {}),
      });
      return {
        status: true as const,
        data: page.items.map(toLegacyVendorCard),
        total: page.total,
        page: page.page,
        limit: page.pageSize,
      };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/verndorService",
    summary:
      "A centre's details page (path spelt as the legacy client calls it): vendor_details (one item), vendor and its " +
      "active services with a price per vehicle type, in rupees. An unknown or unapproved id answers 404",
    auth: "public",
    body: legacyVendorServiceBody,
    response: legacyVendorServiceResponse,
    async handler({ body, ctx }) {
      const centre = await getCentre(readDbOf(ctx), body.id);
      return {
        status: true as const,
        vendor_details: [
          {
            id: centre.id,
            name: centre.name,
            address: centre.address,
            locality: centre.locality,
            city: centre.city,
            state: centre.state,
            zip: centre.zip,
            // The legacy shape is a string: empty for a centre not registered under GST.
            gst_no: centre.gstin ?? "",
            mobile_no: centre.mobile,
            profile_image: centre.profileImageUrl,
            rating: centre.rating.average,
            rating_count: centre.rating.count,
            totalbooking: centre.bookingCount,
          },
        ],
        vendor: {
          id: centre.id,
          state: centre.state,
          city: centre.city,
          zip: centre.zip,
          locality: centre.locality,
          address: centre.address,
          description: centre.description,
          latitude: centre.latitude,
          longitude: centre.longitude,
          pick_drop: centre.offersPickDrop,
          doorstep: centre.offersDoorstep,
          pick_drop_fee: rupeesOrNull(centre.pickDropFeePaise),
          slot_minutes: centre.slotMinutes,
          bays: centre.bays,
          opening_hours: centre.openingHours.map((day) => ({
            weekday: day.weekday,
            opens_at: formatMinutes(day.opensAt),
            closes_at: formatMinutes(day.closesAt),
            closed: day.closed,
          })),
          photos: centre.photos.map((photo) => ({ url: photo.url, caption: photo.caption })),
        },
        services: centre.services.map(toLegacyServiceItem),
      };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/get-categoryProduct",
    summary:
      "Service categories with id, name, slug, description and service_count (active services of approved centres)",
    auth: "public",
    response: legacyCategoriesResponse,
    async handler({ ctx }) {
      const categories = await listCategories(readDbOf(ctx));
      return {
        status: true as const,
        data: categories.map((category) => ({
          id: category.id,
          name: category.name,
          slug: category.slug,
          description: category.description,
          service_count: category.serviceCount,
        })),
      };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/category-product",
    summary:
      "A category's services across approved centres, most booked first, each with vendor_id and vendor_name. " +
      "Body: category_id (or the category slug in category), optional vehicle_type (only services priced for it), " +
      "page (default 1), limit (default 20, at most 50). Unknown category answers 404",
    auth: "public",
    body: legacyCategoryProductBody,
    response: legacyCategoryProductResponse,
    async handler({ body, ctx }) {
      let slug = body.category;
      if (body.category_id !== undefined) {
        const category = (await listCategories(readDbOf(ctx))).find((c) => c.id === body.category_id);
        if (!category)
          throw new DomainError(
            "NOT_FOUND",
            { id: "errors.legacyCategoryNotFound", values: { id: body.category_id } },
            "category_id",
          );
        slug = category.slug;
      }
      const page = await withLegacyFields(SEARCH_FIELDS, () =>
        listCategoryServices(readDbOf(ctx), {
          category: slug ?? "",
          page: body.page,
          pageSize: body.limit,
          ...(body.vehicle_type ? { vehicleType: body.vehicle_type } : {}),
        }),
      );
      return {
        status: true as const,
        category: page.category,
        data: page.items.map(withVendor),
        total: page.total,
        page: page.page,
        limit: page.pageSize,
      };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/product-details",
    summary:
      "One service (body service_id, or id as an alias) with its prices in rupees and the centre offering it. " +
      "A deleted service or one of an unapproved centre answers 404",
    auth: "public",
    body: legacyProductDetailsBody,
    response: legacyProductDetailsResponse,
    async handler({ body, ctx }) {
      const service = await getService(readDbOf(ctx), body.service_id ?? body.id ?? 0);
      return {
        status: true as const,
        data: {
          ...withVendor(service),
          vendor: {
            ...toLegacyVendorSummary(service.centre),
            pick_drop_fee: rupeesOrNull(service.centre.pickDropFeePaise),
          },
        },
      };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/search",
    summary:
      "Search approved centres. All optional: search (free text over centre name, locality, city and service names), " +
      "vehicle_type, city, category, min_price and max_price (rupees), rating (minimum average), pick_drop, lat+lng " +
      "(distance_km; radius_km filters), sort (relevance, distance, price, rating, popular), page (default 1), " +
      "limit (default 12, at most 50). Answers vendor cards, total and page",
    auth: "public",
    body: legacySearchBody,
    response: legacySearchResponse,
    async handler({ body, ctx }) {
      const result = await withLegacyFields(SEARCH_FIELDS, () =>
        searchCentres(readDbOf(ctx), {
          q: orUndefined(body.search),
          vehicleType: orUndefined(body.vehicle_type),
          city: orUndefined(body.city),
          category: orUndefined(body.category),
          minPricePaise: body.min_price == null ? undefined : rupeesToPaise(body.min_price),
          maxPricePaise: body.max_price == null ? undefined : rupeesToPaise(body.max_price),
          minRating: orUndefined(body.rating),
          pickDrop: orUndefined(body.pick_drop),
          lat: orUndefined(body.lat),
          lng: orUndefined(body.lng),
          radiusKm: orUndefined(body.radius_km),
          sort: body.sort ?? "relevance",
          page: body.page,
          pageSize: body.limit,
        }),
      );
      return {
        status: true as const,
        data: result.items.map((item) => ({
          ...toLegacyVendorCard(item),
          distance_km: item.distanceKm,
          matching_services: item.matchingServices,
        })),
        total: result.total,
        page: result.page,
        limit: result.pageSize,
      };
    },
  }),
];
