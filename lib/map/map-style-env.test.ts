import { afterEach, describe, expect, it } from "vitest";
import { resetServerEnvForTests, serverEnv } from "@/lib/env";

const saved = process.env.MAP_STYLE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.MAP_STYLE_URL;
  else process.env.MAP_STYLE_URL = saved;
  resetServerEnvForTests();
});

const withStyle = (value: string | undefined) => {
  if (value === undefined) delete process.env.MAP_STYLE_URL;
  else process.env.MAP_STYLE_URL = value;
  resetServerEnvForTests();
  return serverEnv;
};

describe("MAP_STYLE_URL", () => {
  it("is unset (the offline basemap) when absent or blank", () => {
    expect(withStyle(undefined)().MAP_STYLE_URL).toBeUndefined();
    expect(withStyle("  ")().MAP_STYLE_URL).toBeUndefined();
  });

  it("takes an http(s) style URL", () => {
    expect(withStyle(" https://tiles.example.org/styles/liberty ")().MAP_STYLE_URL).toBe("https://tiles.example.org/styles/liberty");
  });

  it("refuses anything else with a clear message", () => {
    expect(withStyle("tiles.example.org/style.json")).toThrow(/MAP_STYLE_URL must be an http\(s\):\/\/ URL/);
    expect(withStyle("file:///etc/style.json")).toThrow(/MAP_STYLE_URL must be an http\(s\):\/\/ URL/);
  });
});
