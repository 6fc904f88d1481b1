import { expect, test, type Page } from "@playwright/test";
import { signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { captureMemory, ChatPage, waitUntilOrganised } from "./pages/chat-pages";
import { GraphPage } from "./pages/graph-page";

test.beforeAll(async ({ browser }) => {
  await warmUpServer(browser);
});

/** Every Content-Security-Policy violation the page reports, from the browser itself. */
function recordPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("pages carry the security headers and no framework banner", async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  for (const path of ["/sign-in", "/api/graph"]) {
    const response = await anonymous.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("object-src 'none'");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
  await anonymous.dispose();
});

test("capture, the timeline, the WebGL graph and the chat work under the content security policy", async ({ page }) => {
  test.setTimeout(180_000);
  const violations = recordPolicyViolations(page);
  await signUpNewUser(page, "csp");
  await captureMemory(page, {
    photoName: "lake.jpg",
    takenAt: "2024:07:13 10:00:00",
    answers: ["canoeing on the lake with my sister jess"],
    title: "Canoe day with Jess",
  });
  await waitUntilOrganised(page);
  await expect(page.getByTestId("memory-card").first().locator("img")).toBeVisible();

  const graph = new GraphPage(page);
  await graph.goto();
  expect(await graph.nodeCount()).toBeGreaterThan(0);

  const chat = new ChatPage(page);
  await chat.goto();
  await chat.ask("What did I do with Jess?");
  await expect(chat.citedMemories()).not.toHaveCount(0);
  expect(violations).toEqual([]);
});

test("a signed-in person's cookies do not let another site's page change anything", async ({ page }) => {
  await signUpNewUser(page, "csrf");
  const foreign = await page.request.post("/api/chat/conversations", { headers: { origin: "http://evil.example" } });
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).code).toBe("forbidden");
  const own = await page.request.post("/api/chat/conversations", { headers: { origin: new URL(page.url()).origin } });
  expect(own.status()).toBe(201);
  const { conversation } = await own.json();
  const plain = await page.request.post(`/api/chat/conversations/${conversation.id}/messages`, { data: JSON.stringify({ text: "hello" }), headers: { "content-type": "text/plain" } });
  expect(plain.status()).toBe(415);
  const upload = await page.request.post("/api/capture/photos", { data: "not a photo", headers: { "content-type": "text/plain", "x-file-name": "x.txt" } });
  expect(upload.status()).toBe(415);
});

test("without NEXTAUTH_URL the app answers on the host it was reached at, with Secure cookies behind https", async ({ playwright, baseURL }) => {
  const direct = await playwright.request.newContext({ baseURL });
  const providers = await (await direct.get("/api/auth/providers")).json();
  expect(providers.credentials.signinUrl).toBe(`${baseURL}/api/auth/signin/credentials`);
  await direct.dispose();

  const proxied = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-proto": "https", "x-forwarded-host": "memories.example" } });
  const csrf = await proxied.get("/api/auth/csrf");
  expect((await proxied.get("/api/auth/providers").then((r) => r.json())).credentials.signinUrl).toBe("https://memories.example/api/auth/signin/credentials");
  const cookies = csrf.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
  await proxied.dispose();
});
