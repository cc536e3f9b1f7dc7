import type pg from "pg";

export interface DayHours {
  weekday: number;
  opensAt: number;
  closesAt: number;
  closed: boolean;
}

/** An approved centre with one short service priced for a vehicle type: what availability and booking load use. */
export interface BookableOffer {
  centreId: number;
  slotMinutes: number;
  bays: number;
  state: string;
  city: string;
  zip: string;
  address: string;
  serviceId: number;
  vehicleTypeId: number;
  pricePaise: number;
  durationMinutes: number;
  hours: DayHours[];
}

/** One offer per approved centre (its first service of at most an hour with a price). */
export async function loadBookableOffers(client: pg.ClientBase): Promise<BookableOffer[]> {
  const { rows } = await client.query<BookableOffer>(`
    SELECT DISTINCT ON (c.id) c.id AS "centreId", c.slot_minutes AS "slotMinutes", c.bays, c.state, c.city, c.zip,
      c.address, s.id AS "serviceId", p.vehicle_type_id AS "vehicleTypeId", p.price_paise AS "pricePaise",
      s.duration_minutes AS "durationMinutes",
      (SELECT json_agg(json_build_object('weekday', h.weekday, 'opensAt', h.opens_at, 'closesAt', h.closes_at,
                                         'closed', h.closed))
       FROM opening_hours h WHERE h.centre_id = c.id) AS hours
    FROM centres c
    JOIN services s ON s.centre_id = c.id AND s.deleted_at IS NULL AND s.duration_minutes <= 60
    JOIN service_prices p ON p.service_id = s.id
    WHERE c.status = 'approved'
    ORDER BY c.id, s.id, p.vehicle_type_id`);
  return rows;
}
