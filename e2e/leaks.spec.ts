import { expect, test, type APIRequestContext } from "./test";
import { command, createGameByApi, signUpByApi } from "./helpers";

/** Reads the first `view` frame of a stream as text. */
async function firstFrame(baseURL: string, path: string): Promise<string> {
  const controller = new AbortController();
  const res = await fetch(baseURL + path, { signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!/event: view[^]*?\n\n/.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  controller.abort();
  return text;
}

async function publicRoutes(request: APIRequestContext, baseURL: string, slug: string, seatToken: string) {
  return {
    "town HTML": await (await request.get(`/town/${slug}`)).text(),
    "town JSON": await (await request.get(`/api/town/${slug}`)).text(),
    "town stream": await firstFrame(baseURL, `/api/town/${slug}/stream`),
    "player HTML": await (await request.get(`/seat/${seatToken}`)).text(),
    "player JSON": await (await request.get(`/api/seat/${seatToken}`)).text(),
  };
}

for (const rulesetId of ["clocktower", "secret-moon", "kemomimi-panic"] as const) {
  test(`no moderator note reaches any public route or another seat (${rulesetId})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signUpByApi(page.request, baseURL!);
    const game = await createGameByApi(page.request, `Leak check ${rulesetId}`, rulesetId);
    const names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];
    for (const name of names) await command(page.request, game.id, { type: "seat.add", name });
    const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
      id: string;
    }>;
    const markers = seats.map((s, i) => `MARKER-${rulesetId}-${i}-zq`);
    for (const [i, s] of seats.entries())
      await command(page.request, game.id, { type: "seat.note", seatId: s.id, note: markers[i] });
    if (rulesetId === "secret-moon") await command(page.request, game.id, { type: "secret-moon.deal" });
    if (rulesetId === "kemomimi-panic") {
      await command(page.request, game.id, { type: "kemomimi.configure", preset: "recommended-6" }, true);
      await command(page.request, game.id, { type: "kemomimi.deal" }, true);
    }
    await command(page.request, game.id, { type: "game.publish" });
    const link = await (
      await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId: seats[0]!.id } })
    ).json();
    const visitor = await playwright.request.newContext({ baseURL });
    const routes = await publicRoutes(visitor, baseURL!, game.slug, link.token);
    for (const [route, body] of Object.entries(routes)) {
      expect(body.length, `${route} answered`).toBeGreaterThan(50);
      for (const marker of markers) expect(body, `${marker} in ${route}`).not.toContain(marker);
    }
    await visitor.dispose();
  });
}
