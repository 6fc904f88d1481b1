/**
 * Graphs with more links than this leave their plain edges out of frames while the view
 * moves: in software WebGL 25,000 edges take ~150 ms to draw, nodes and labels alone ~15 ms.
 */
export const HIDE_EDGES_WHILE_MOVING_ABOVE = 2500;

/** How long the view must be still before its edges are drawn again. */
const SETTLE_MS = 150;

/**
 * Says when the view moves (camera pan, zoom or fly-to, or a node dragged) and when it has
 * been still for `settleMs` again. Unlike sigma's own `hideEdgesOnMove`, which re-indexes the
 * whole graph after each drag, coming to rest only asks for one more frame.
 */
export class MotionGate {
  private moving = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private enabled = false;

  constructor(
    private readonly onChange: (moving: boolean) => void,
    private readonly settleMs = SETTLE_MS,
  ) {}

  get isMoving(): boolean {
    return this.moving;
  }

  /** On for big graphs only; switching off ends any movement at once. */
  setEnabled(enabled: boolean) {
    this.enabled = enabled;
    if (!enabled) this.settle();
  }

  /** Something moved: the gate closes (once) and re-opens `settleMs` after the last move. */
  moved() {
    if (!this.enabled) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.settle(), this.settleMs);
    if (!this.moving) {
      this.moving = true;
      this.onChange(true);
    }
  }

  dispose() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private settle() {
    this.dispose();
    if (!this.moving) return;
    this.moving = false;
    this.onChange(false);
  }
}
