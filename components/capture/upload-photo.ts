// Uploads one photo as the raw request body with XMLHttpRequest, which reports upload
// progress (fetch does not, for request bodies, in most browsers).

type UploadResult = { ok: true; memoryId: string; photoId: string } | { ok: false; error: string; cancelled?: boolean };

export function uploadPhoto(file: File, memoryId: string | undefined, onProgress: (fraction: number) => void): { promise: Promise<UploadResult>; cancel: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadResult>((resolve) => {
    xhr.open("POST", `/api/capture/photos${memoryId ? `?memoryId=${encodeURIComponent(memoryId)}` : ""}`);
    xhr.setRequestHeader("content-type", "application/octet-stream");
    xhr.setRequestHeader("x-file-name", encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { memoryId?: string; photoId?: string; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: a proxy or server error page */
      }
      if (xhr.status === 201 && body.memoryId && body.photoId) resolve({ ok: true, memoryId: body.memoryId, photoId: body.photoId });
      else resolve({ ok: false, error: body.error ?? `"${file.name}" could not be uploaded (HTTP ${xhr.status}). Try again.` });
    };
    xhr.onerror = () => resolve({ ok: false, error: `"${file.name}" could not be uploaded: the connection failed. Try again.` });
    xhr.onabort = () => resolve({ ok: false, error: "Cancelled.", cancelled: true });
    xhr.send(file);
  });
  return { promise, cancel: () => xhr.abort() };
}
