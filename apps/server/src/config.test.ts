import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("defaults to the embedded database on 127.0.0.1:3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toMatch(/\.data\/pglite$/);
    expect(config.publicUrl).toBe("http://127.0.0.1:3000");
    expect(config.corsOrigins).toEqual(["http://127.0.0.1:3000"]);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).databaseUrl).toBeUndefined();
  });

  it("names the bad variable and what it got", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT .*\(got "eighty"\)/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x@y/z" })).toThrow(
      /DATABASE_URL must be a postgresql:\/\/ URL \(got "mysql:\/\/x@y\/z"\)/,
    );
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("reads PostgreSQL, port and origins", () => {
    const config = loadConfig({
      DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/chamak",
      PORT: "8080",
      CORS_ORIGINS: "https://chamak.in, https://console.chamak.in",
    });
    expect(config.databaseUrl).toBe("postgresql://postgres@127.0.0.1:5432/chamak");
    expect(config.port).toBe(8080);
    expect(config.corsOrigins).toEqual(["https://chamak.in", "https://console.chamak.in"]);
  });
});
