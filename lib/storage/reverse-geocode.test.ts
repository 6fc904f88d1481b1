import { describe, expect, it } from "vitest";
import { reverseGeocode } from "./reverse-geocode";

describe("reverseGeocode", () => {
  it.each([
    ["a photo in Yosemite Valley", 37.7459, -119.5936, "Yosemite Valley, California, United States"],
    ["a trail above the valley", 37.7459, -119.5332, "Yosemite Valley, California, United States"],
    ["Humboldt Park, inside a big city, names the city", 41.9006, -87.7052, "Chicago, Illinois, United States"],
    ["the Eiffel Tower", 48.8584, 2.2945, "Paris, Île-de-France, France"],
    ["Shibuya crossing", 35.6595, 139.7005, "Tokyo, Japan"],
    ["the Sydney Opera House", -33.8568, 151.2153, "Sydney, New South Wales, Australia"],
    ["Glasgow", 55.8642, -4.2518, "Glasgow, Scotland, United Kingdom"],
    ["Saskatoon", 52.1332, -106.67, "Saskatoon, Saskatchewan, Canada"],
    ["Cape Town", -33.9249, 18.4241, "Cape Town, Western Cape, South Africa"],
  ])("names %s as people would say it, with its region", (_label, latitude, longitude, expected) => {
    expect(reverseGeocode(latitude, longitude)).toBe(expected);
  });

  it("names only the region and country between towns, and nothing at sea or for impossible coordinates", () => {
    expect(reverseGeocode(51.4254, -116.1773)).toBe("Alberta, Canada"); // Lake Louise: no town of 1,000 nearby
    expect(reverseGeocode(0, -30)).toBeNull();
    expect(reverseGeocode(95, 10)).toBeNull();
    expect(reverseGeocode(Number.NaN, 10)).toBeNull();
  });
});
