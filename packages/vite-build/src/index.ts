export { fewerRequestsChunking } from "./chunking";
export { precompress, precompressFile } from "./precompress";
