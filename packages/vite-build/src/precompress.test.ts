import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressFile } from "./precompress";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressFile", () => {
  it("writes brotli and gzip copies that decompress to the file", () => {
    dir = mkdtempSync(join(tmpdir(), "precompress-"));
    const file = join(dir, "app.js");
    const text = "console.log('a centre near you');\n".repeat(100);
    writeFileSync(file, text);
    precompressFile(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(text.length / 4);
  });

  it("leaves files under 1 kB alone", () => {
    dir = mkdtempSync(join(tmpdir(), "precompress-"));
    const file = join(dir, "tiny.css");
    writeFileSync(file, "a{color:red}");
    precompressFile(file);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
