import { describe, expect, it } from "vitest";
import { exportFileName } from "./export-file-name";

const photo = (originalName: string | null, takenAt: string | null = "2023-06-24T14:30:00Z") => ({
  originalName,
  originalPath: "media/u/ab/abcdef.jpg",
  sha256: "abcdef0123456789",
  takenAt: takenAt ? new Date(takenAt) : null,
  createdAt: new Date("2024-01-02T10:00:00Z"),
});

describe("exportFileName", () => {
  it("names a photo by the day it was taken and the name it was uploaded with", () => {
    expect(exportFileName(photo("IMG_0042.JPG"), new Set())).toBe("2023-06-24_IMG_0042.JPG");
  });

  it("uses the upload day when the photo has no date taken", () => {
    expect(exportFileName(photo("scan.png", null), new Set())).toBe("2024-01-02_scan.png");
  });

  it("keeps names unique in the export, ignoring case", () => {
    const used = new Set<string>();
    expect(exportFileName(photo("beach.jpg"), used)).toBe("2023-06-24_beach.jpg");
    expect(exportFileName(photo("beach.jpg"), used)).toBe("2023-06-24_beach-2.jpg");
    expect(exportFileName(photo("BEACH.jpg"), used)).toBe("2023-06-24_BEACH-3.jpg");
    expect(exportFileName(photo("beach.jpg", "2023-06-25T10:00:00Z"), used)).toBe("2023-06-25_beach.jpg");
  });

  it("makes any uploaded name a safe file name, and names a nameless photo", () => {
    expect(exportFileName(photo("../../etc/passwd"), new Set())).toBe("2023-06-24_passwd.jpg");
    expect(exportFileName(photo('a<b>:"c|?*\u0001.jpg'), new Set())).toBe("2023-06-24_abc.jpg");
    expect(exportFileName(photo(".."), new Set())).toBe("2023-06-24_photo-abcdef012345.jpg");
    expect(exportFileName(photo(null), new Set())).toBe("2023-06-24_photo-abcdef012345.jpg");
  });
});
