/** Where the browser loads a photo (`GET /api/media/<id>/<variant>`, owner only). */
export const mediaUrl = (photoId: string, variant: "thumbnail" | "original") => `/api/media/${photoId}/${variant}`;
