// heic-decode ships no types; lib/storage/decode-heic.ts describes the part it uses.
declare module "heic-decode";
