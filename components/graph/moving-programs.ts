import { EdgeLineProgram, NodeCircleProgram, NodePointProgram } from "sigma/rendering";
import type { RenderParams } from "sigma/types";
import { NodeSquareProgram } from "./node-square-program";

/**
 * What a renderer leaves out of its frames while its view moves (see MotionGate): plain edges
 * (25,000 lines are most of a frame in software WebGL) and the picking pass (sigma draws every
 * node a second time, into a buffer that says which node is under the pointer; a moving view
 * needs it only when a press reads it, see GraphCanvas).
 */
export const leftOutWhileMoving = { edges: new WeakSet<object>(), picking: new WeakSet<object>() };

type Renderable = { renderer: object; pickProgram: unknown };

/** Renders a node program, without its picking pass while the renderer says so. */
function renderNodes(program: Renderable, params: RenderParams, render: (params: RenderParams) => void) {
  if (!leftOutWhileMoving.picking.has(program.renderer)) return render(params);
  const pick = program.pickProgram;
  program.pickProgram = null;
  try {
    render(params);
  } finally {
    program.pickProgram = pick;
  }
}

/** Plain edges: 1px lines (the cheapest edges sigma draws), left out while moving. */
export class MovingEdgeLineProgram extends EdgeLineProgram {
  render(params: RenderParams) {
    if (leftOutWhileMoving.edges.has(this.renderer)) return;
    super.render(params);
  }
}

export class MovingNodeCircleProgram extends NodeCircleProgram {
  render(params: RenderParams) {
    renderNodes(this, params, (p) => super.render(p));
  }
}

export class MovingNodePointProgram extends NodePointProgram {
  render(params: RenderParams) {
    renderNodes(this, params, (p) => super.render(p));
  }
}

export class MovingNodeSquareProgram extends NodeSquareProgram {
  render(params: RenderParams) {
    renderNodes(this, params, (p) => super.render(p));
  }
}
