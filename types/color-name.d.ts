declare module "color-name" {
  const colors: Record<string, [number, number, number]>;
  export default colors;
}
