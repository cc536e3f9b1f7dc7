export * from "./gstin";
export * from "./money";
export * from "./policy";
export * from "./schemas/accounts";
export * from "./schemas/catalog";
export * from "./schemas/common";
export * from "./states";
export * from "./vehicles";
