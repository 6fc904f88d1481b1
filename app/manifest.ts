import type { MetadataRoute } from "next";

// The web app manifest (served at /manifest.webmanifest): installable, with the app's icons.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Tobu Memories",
    short_name: "Tobu",
    description: "Your photos and stories, organised into a memory graph you can talk to.",
    start_url: "/memories",
    display: "standalone",
    background_color: "#fafaf9",
    theme_color: "#5468ff",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
