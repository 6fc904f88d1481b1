import { drawDiscNodeHover } from "sigma/rendering";
import type { NodeDisplayData, PartialButFor } from "sigma/types";
import type { Settings } from "sigma/settings";
import type { GraphNodeKind } from "@/lib/graph-view/graph-view-data";

// Sigma's label drawers with a style per node kind: theme names stand out (bolder, bigger),
// memory titles are smaller and cut to one short line; every label has a white halo, so it
// reads over the memories and links under it.

type LabelData = PartialButFor<NodeDisplayData, "x" | "y" | "size" | "label" | "color"> & { nodeKind?: GraphNodeKind };

const MAX_LABEL_CHARS = 40;
const THEME_LABEL = { labelSize: 13, labelWeight: "600" };
const OTHER_LABEL = { labelSize: 11, labelWeight: "400" };
const HALO = "rgba(255, 255, 255, 0.85)";

function styled(data: LabelData, settings: Settings): [LabelData, Settings] {
  const label = data.label && data.label.length > MAX_LABEL_CHARS ? `${data.label.slice(0, MAX_LABEL_CHARS - 1)}…` : data.label;
  return [{ ...data, label }, { ...settings, ...(data.nodeKind === "relationship" ? THEME_LABEL : OTHER_LABEL) }];
}

export function drawGraphLabel(context: CanvasRenderingContext2D, data: LabelData, settings: Settings) {
  const [shown, style] = styled(data, settings);
  if (!shown.label) return;
  const x = shown.x + shown.size + 3;
  const y = shown.y + style.labelSize / 3;
  context.font = `${style.labelWeight} ${style.labelSize}px ${style.labelFont}`;
  context.lineJoin = "round";
  context.lineWidth = 3;
  context.strokeStyle = HALO;
  context.strokeText(shown.label, x, y);
  context.fillStyle = style.labelColor.color ?? "#000";
  context.fillText(shown.label, x, y);
}

/** The hovered node: its label in a white box, whatever the zoom (how a person reads a memory's title). */
export function drawGraphHover(context: CanvasRenderingContext2D, data: LabelData, settings: Settings) {
  drawDiscNodeHover(context, ...styled(data, settings));
}
