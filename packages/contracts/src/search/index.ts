export * from "./normalise";
export * from "./parse-query";
export * from "./vocabulary";
