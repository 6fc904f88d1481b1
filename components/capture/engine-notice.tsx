export function EngineNotice({ engine }: { engine: "offline" | "api" }) {
  if (engine === "api") {
    return (
      <p data-testid="engine-notice" className="rounded-lg bg-emerald-50 px-3 py-2 text-xs text-emerald-900">
        Drafts are written by the configured AI model.
      </p>
    );
  }
  return (
    <p data-testid="engine-notice" className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
      <strong>Offline engine</strong>: no AI model is configured, so drafts come from the photos&apos; date and place and from your own words. Nothing
      leaves this server.
    </p>
  );
}
