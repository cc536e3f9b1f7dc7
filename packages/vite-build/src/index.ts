// What the apps' Vite configs share: chunking and build-time compression. Vite's default config loader leaves
// workspace packages to Node, which cannot load TypeScript: the apps run Vite with `--configLoader runner`.
export { fewerRequestsChunking } from "./chunking";
export { precompress, precompressFile } from "./precompress";
