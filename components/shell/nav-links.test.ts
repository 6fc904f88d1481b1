import { describe, expect, it } from "vitest";
import { activeNavLabel, phoneTabLinks } from "./nav-links";

describe("the navigation item of every page", () => {
  it.each([
    ["/memories", "Memories"],
    ["/memories/cm123abc", "Memories"],
    ["/memories/new", "New memory"],
    ["/memories/new/cm123abc", "New memory"], // capturing a draft
    ["/chat", "Chat"],
    ["/chat/cm456", "Chat"],
    ["/graph", "Graph"],
    ["/map", "Map"],
    ["/people", "People"],
    ["/peoples", null],
    ["/mapping", null],
    ["/account", null],
    ["/memoriesx", null],
    ["/chatter", null],
  ])("%s → %s", (path, label) => {
    expect(activeNavLabel(path)).toBe(label);
  });
});

describe("the phone's tab bar", () => {
  it("keeps five tabs (People is reached from the Memories and Graph headers)", () => {
    expect(phoneTabLinks.map((link) => link.label)).toEqual(["Memories", "New memory", "Chat", "Map", "Graph"]);
  });
});
