import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "./safe-callback-url";

describe("safeCallbackUrl", () => {
  it("keeps paths on the app, with their query and hash", () => {
    expect(safeCallbackUrl("/memories/abc?tab=graph#top")).toBe("/memories/abc?tab=graph#top");
    expect(safeCallbackUrl(["/chat", "/graph"])).toBe("/chat");
  });

  it("refuses every way out to another host", () => {
    for (const evil of [
      "//evil.example/pwn",
      "/\\evil.example/pwn",
      "/\t/127.0.0.1:9999/pwn.html",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/ /evil.example".replace(" ", "\t"),
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "/\\/evil.example",
    ]) {
      const kept = safeCallbackUrl(evil);
      expect(new URL(kept, "http://app.invalid").origin, JSON.stringify(evil)).toBe("http://app.invalid");
      expect(kept.startsWith("//"), JSON.stringify(evil)).toBe(false);
    }
    expect(safeCallbackUrl("/\t/127.0.0.1:9999/pwn.html")).toBe("/memories");
  });

  it("answers odd characters with a safe, encoded path instead of failing", () => {
    expect(safeCallbackUrl("/mémoires")).toBe("/m%C3%A9moires");
    expect(safeCallbackUrl("/a\u0000b")).toMatch(/^\/a/);
    expect(() => safeCallbackUrl("/\uD800")).not.toThrow();
  });

  it("never sends a signed-in person back to the auth pages or the API", () => {
    expect(safeCallbackUrl("/sign-in?callbackUrl=/x")).toBe("/memories");
    expect(safeCallbackUrl("/sign-up")).toBe("/memories");
    expect(safeCallbackUrl("/api/graph")).toBe("/memories");
    expect(safeCallbackUrl(undefined, "/chat")).toBe("/chat");
  });
});
