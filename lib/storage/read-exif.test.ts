import { describe, expect, it, vi } from "vitest";

// Camera firmware writes whatever it likes into EXIF strings; some pad them with NUL.
vi.mock("exifr", () => ({
  default: {
    parse: async () => ({ Make: "Canon\u0000\u0000junk", Model: " EOS\u0000 ", DateTimeOriginal: "0000:01:01 00:00:00", CreateDate: "2023:06:24 14:30:05", Orientation: Number.NaN }),
    gps: async () => undefined,
  },
}));

const { readExif, parseExifDate } = await import("./read-exif");

describe("readExif", () => {
  it("keeps camera strings without NUL and dates only in years a memory can have", async () => {
    const facts = await readExif(Buffer.from("any"));
    expect(facts.raw).toEqual({ Make: "Canonjunk", Model: "EOS", DateTimeOriginal: "0000:01:01 00:00:00", CreateDate: "2023:06:24 14:30:05" });
    expect(facts.takenAt).toEqual(new Date(Date.UTC(2023, 5, 24, 14, 30, 5)));
  });

  it("refuses impossible years", () => {
    expect(parseExifDate("0000:01:01 00:00:00")).toBeNull();
    expect(parseExifDate("9999:12:31 23:59:59")).toBeNull();
    expect(parseExifDate("1999:12:31 23:59:59")).toEqual(new Date(Date.UTC(1999, 11, 31, 23, 59, 59)));
  });
});
