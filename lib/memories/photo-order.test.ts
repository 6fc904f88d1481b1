import { describe, expect, it } from "vitest";
import { byTimeTaken } from "./photo-order";

const photo = (id: string, takenAt: string | null, createdAt: string) => ({ id, takenAt: takenAt ? new Date(takenAt) : null, createdAt: new Date(createdAt) });

describe("byTimeTaken", () => {
  it("orders photos by when they were taken, not when they were uploaded", () => {
    const uploaded = [
      photo("evening", "2023-06-24T19:00:00Z", "2024-01-01T10:00:00Z"),
      photo("morning", "2023-06-24T08:00:00Z", "2024-01-01T10:00:01Z"),
      photo("noon", "2023-06-24T12:00:00Z", "2024-01-01T10:00:02Z"),
    ];
    expect(byTimeTaken(uploaded).map((p) => p.id)).toEqual(["morning", "noon", "evening"]);
    expect(uploaded.map((p) => p.id)).toEqual(["evening", "morning", "noon"]); // not sorted in place
  });

  it("places a photo without an EXIF date at its upload time, and ties in upload order", () => {
    const photos = [
      photo("screenshot", null, "2023-06-24T13:00:00Z"),
      photo("later", "2023-06-24T15:00:00Z", "2023-06-25T09:00:00Z"),
      photo("same-b", "2023-06-24T10:00:00Z", "2023-06-25T09:00:02Z"),
      photo("same-a", "2023-06-24T10:00:00Z", "2023-06-25T09:00:01Z"),
    ];
    expect(byTimeTaken(photos).map((p) => p.id)).toEqual(["same-a", "same-b", "screenshot", "later"]);
  });
});
