import { describe, expect, it } from "vitest";
import { activeNavLabel } from "./nav-links";

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
    ["/mapping", null],
    ["/account", null],
    ["/memoriesx", null],
    ["/chatter", null],
  ])("%s → %s", (path, label) => {
    expect(activeNavLabel(path)).toBe(label);
  });
});
