// graphology-layout-forceatlas2 ships its iteration (run by its synchronous layout and its
// web worker alike) as a plain module without types; compute-layout.ts calls it directly.
declare module "graphology-layout-forceatlas2/iterate.js" {
  import type { ForceAtlas2Settings } from "graphology-layout-forceatlas2";
  /** One ForceAtlas2 step over flat matrices: 10 floats per node, 3 per edge (source offset, target offset, weight). */
  export default function iterate(settings: Required<ForceAtlas2Settings>, nodes: Float32Array, edges: Float32Array): void;
}
