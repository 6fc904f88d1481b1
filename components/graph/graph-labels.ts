import { drawDiscNodeHover, drawDiscNodeLabel } from "sigma/rendering";
import type { NodeDisplayData, PartialButFor } from "sigma/types";
import type { Settings } from "sigma/settings";
import type { GraphNodeKind } from "@/lib/graph-view/graph-view-data";

// Sigma's label drawers with a style per node kind: theme names stand out (bolder, bigger),
// memory titles are smaller and cut to one short line.

type LabelData = PartialButFor<NodeDisplayData, "x" | "y" | "size" | "label" | "color"> & { nodeKind?: GraphNodeKind };

const MAX_LABEL_CHARS = 40;
const THEME_LABEL = { labelSize: 13, labelWeight: "600" };
const OTHER_LABEL = { labelSize: 11, labelWeight: "400" };

function styled(data: LabelData, settings: Settings): [LabelData, Settings] {
  const label = data.label && data.label.length > MAX_LABEL_CHARS ? `${data.label.slice(0, MAX_LABEL_CHARS - 1)}…` : data.label;
  return [{ ...data, label }, { ...settings, ...(data.nodeKind === "relationship" ? THEME_LABEL : OTHER_LABEL) }];
}

export function drawGraphLabel(context: CanvasRenderingContext2D, data: LabelData, settings: Settings) {
  drawDiscNodeLabel(context, ...styled(data, settings));
}

/** The hovered node: its label in a white box, whatever the zoom (how a person reads a memory's title). */
export function drawGraphHover(context: CanvasRenderingContext2D, data: LabelData, settings: Settings) {
  drawDiscNodeHover(context, ...styled(data, settings));
}
