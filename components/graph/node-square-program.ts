import { NodePointProgram } from "sigma/rendering";

// A memory is drawn as a small framed square (a photo), so it reads apart from the round
// themes and details even without colour. Same vertex data as sigma's point program.
const SQUARE_FRAGMENT_SHADER = /* glsl */ `
precision mediump float;

varying vec4 v_color;
varying float v_border;

void main(void) {
  vec2 m = abs(gl_PointCoord - vec2(0.5, 0.5));
  float d = max(m.x, m.y);
  #ifdef PICKING_MODE
  gl_FragColor = d < 0.5 ? v_color : vec4(0.0);
  #else
  if (d > 0.5) discard;
  gl_FragColor = d > 0.34 ? v_color : mix(v_color, vec4(1.0), 0.45);
  #endif
}
`;

export class NodeSquareProgram extends NodePointProgram {
  getDefinition() {
    return { ...super.getDefinition(), FRAGMENT_SHADER_SOURCE: SQUARE_FRAGMENT_SHADER };
  }
}
