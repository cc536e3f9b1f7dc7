/** A row of the gazetteer as the loader writes it (the places table). */
export interface PlaceRow {
  kind: "pin" | "post_office" | "locality" | "landmark";
  name: string;
  nameHi: string | null;
  searchName: string;
  searchNameHi: string | null;
  pin: string;
  city: string | null;
  district: string;
  state: string;
  latitude: number;
  longitude: number;
  precision: "pin" | "pin_area" | "exact";
}
