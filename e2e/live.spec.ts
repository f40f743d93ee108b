import { expect, test } from "./test";
import { chooseChip, readCard } from "./seat-card";
import { command, createGameByApi, signUpByApi } from "./helpers";

/** Reads a Server-Sent Events stream with a plain HTTP client: `next()` is the next frame of `event`. */
async function openStream(url: string, event = "view") {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const next = async (): Promise<{ version: number; [k: string]: unknown }> => {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split("\n").find((l) => l.startsWith("data: "));
        if (frame.includes(`event: ${event}`) && data) return JSON.parse(data.slice(6));
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("stream ended");
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { next, close: () => controller.abort() };
}

test("the town square updates live, without a reload, when the moderator changes the game", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Live game");
  await command(page.request, game.id, { type: "seat.add", name: "Eggyolk" });
  await command(page.request, game.id, { type: "game.publish" });

  const visitor = await browser.newContext();
  const town = await visitor.newPage();
  await town.goto(game.publicUrl);
  await expect(town.getByTestId("live-status")).toHaveAttribute("data-status", "live");
  await expect(town.getByTestId("town-seats").getByRole("listitem")).toHaveCount(1);

  // The stream brings the new page itself: the script never fetches the page again.
  const refetches: string[] = [];
  town.on("request", (r) => {
    if (r.url().endsWith(game.publicUrl)) refetches.push(r.url());
  });
  const started = Date.now();
  await command(page.request, game.id, { type: "seat.add", name: "Nightingale" });
  await expect(town.getByTestId("town-seats").getByRole("listitem")).toHaveText([/Eggyolk/, /Nightingale/], {
    timeout: 3000,
  });
  expect(Date.now() - started).toBeLessThan(3000);
  expect(refetches).toEqual([]);
  await expect(town).toHaveTitle("Live game · Grimoire");

  // Unpublishing takes the page away from visitors at once.
  await command(page.request, game.id, { type: "game.unpublish" });
  await expect(town.getByRole("heading", { name: "Nothing here" })).toBeVisible();
  await visitor.close();
});

test("a player's page takes a change from its stream, without fetching itself again", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Seat game");
  await command(page.request, game.id, { type: "seat.add", name: "Dolby" });
  await command(page.request, game.id, { type: "game.publish" });
  const seatId = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats[0].id as string;
  const link = await (await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId } })).json();

  const visitor = await browser.newContext();
  const player = await visitor.newPage();
  // As after a player's action: what it said stays while the page changes under it.
  await player.goto(`/seat/${link.token}?done=1`);
  await expect(player.getByTestId("live-status")).toHaveAttribute("data-status", "live");
  await expect(player.getByRole("status").filter({ hasText: "Done." })).toBeVisible();
  const refetches: string[] = [];
  player.on("request", (r) => {
    if (r.url().includes(`/seat/${link.token}`) && !r.url().includes("/stream")) refetches.push(r.url());
  });

  await command(page.request, game.id, { type: "game.rename", title: "Renamed seat game" });
  await expect(player.getByText("Your seat · Renamed seat game")).toBeVisible({ timeout: 3000 });
  await expect(player).toHaveTitle("Dolby · Renamed seat game");
  await command(page.request, game.id, { type: "seat.update", seatId, name: "Dolby the Brave", handle: null });
  await expect(player.getByRole("heading", { level: 1, name: "Dolby the Brave" })).toBeVisible({ timeout: 3000 });
  expect(refetches).toEqual([]);
  // "Done." goes with the next change (issue 29): the page said it until the game moved on.
  await expect(player.getByRole("status").filter({ hasText: "Done." })).toHaveCount(0);
  await visitor.close();
});

test("without the stream, the town square falls back to polling with an ETag", async ({ page, browser, baseURL }) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Polling game");
  await command(page.request, game.id, { type: "seat.add", name: "Amelia" });
  await command(page.request, game.id, { type: "game.publish" });

  const visitor = await browser.newContext();
  const town = await visitor.newPage();
  await town.route(/\/stream(\?.*)?$/, (route) => route.abort());
  const polls: number[] = [];
  town.on("response", (r) => {
    if (r.url().endsWith(`/api/town/${game.slug}`)) polls.push(r.status());
  });
  await town.goto(game.publicUrl);
  await expect(town.getByTestId("live-status")).toHaveAttribute("data-status", "polling", { timeout: 15_000 });
  await command(page.request, game.id, { type: "seat.add", name: "Intensify" });
  await expect(town.getByTestId("town-seats")).toContainText("Intensify", { timeout: 15_000 });
  await expect.poll(() => polls.includes(304), { timeout: 15_000 }).toBe(true);
  await visitor.close();
});

test("a moderator's page follows changes made elsewhere (a co-host, a bot)", async ({ page, baseURL }) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Shared screen");
  await page.goto(`/games/${game.id}`);
  await expect(page.getByText("No seats yet.")).toBeVisible();
  await command(page.request, game.id, { type: "seat.add", name: "Kiiruma" });
  await expect(page.getByTestId("seat-row")).toContainText("Kiiruma", { timeout: 3000 });
});

test("an event written through one app process reaches a stream served by another", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.skip(!process.env.E2E_DATABASE_URL, "needs PostgreSQL: the embedded database serves one process");
  const { SECOND_APP_URL } = await import("../playwright.config");
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Two processes");
  await command(page.request, game.id, { type: "seat.add", name: "Dolby" });
  await command(page.request, game.id, { type: "game.publish" });

  // Read the stream from the second process with a plain HTTP client.
  const controller = new AbortController();
  const res = await fetch(`${SECOND_APP_URL}/api/town/${game.slug}/stream`, { signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const nextView = async () => {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split("\n").find((l) => l.startsWith("data: "));
        if (frame.includes("event: view") && data) return JSON.parse(data.slice(6));
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("stream ended");
      buffer += decoder.decode(value, { stream: true });
    }
  };
  const first = await nextView();
  expect(first.view.seats.map((s: { name: string }) => s.name)).toEqual(["Dolby"]);
  const writeStarted = Date.now();
  await command(page.request, game.id, { type: "seat.add", name: "Thepigeonnyc" });
  const second = await nextView();
  expect(Date.now() - writeStarted).toBeLessThan(1500);
  expect(second.version).toBe(first.version + 1);
  expect(second.view.seats.map((s: { name: string }) => s.name)).toEqual(["Dolby", "Thepigeonnyc"]);
  controller.abort();
  void playwright;
});

test("a hidden change sends no frame to the town square or to another player, and leaves the ETag as it was", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Quiet night");
  for (const name of ["Dolby", "Kiiruma"]) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "game.publish" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
  }>;
  const link = await (
    await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId: seats[1]!.id } })
  ).json();

  const etagOf = async () => (await page.request.get(`/api/town/${game.slug}`)).headers()["etag"];
  const etag = await etagOf();
  const town = await openStream(`${baseURL}/api/town/${game.slug}/stream`);
  const player = await openStream(`${baseURL}/api/seat/${link.token}/stream`);
  const pageStream = await openStream(`${baseURL}/api/town/${game.slug}/stream?as=page`, "page");
  const firstTown = await town.next();
  const firstPlayer = await player.next();
  const firstPage = await pageStream.next();
  expect(firstPage.html).toContain("Quiet night");

  // The storyteller's notes on both seats: nothing anyone else can see.
  for (let i = 0; i < 4; i++)
    await command(page.request, game.id, { type: "seat.note", seatId: seats[i % 2]!.id, note: `suspicious ${i}` });
  // Let their notifications reach the server's cache before asking for the ETag.
  await new Promise((r) => setTimeout(r, 500));
  expect(await etagOf()).toBe(etag);
  const notModified = await page.request.get(`/api/town/${game.slug}`, { headers: { "if-none-match": etag! } });
  expect(notModified.status()).toBe(304);

  // The next frame on each stream is the rename's: the notes sent none, and moved no version.
  await command(page.request, game.id, { type: "game.rename", title: "Loud morning" });
  const nextTown = await town.next();
  expect(nextTown.version).toBe(firstTown.version + 1);
  expect((nextTown.view as { title: string }).title).toBe("Loud morning");
  expect((await player.next()).version).toBe(firstPlayer.version + 1);
  // The town page's stream sends only what changed in the rendered page since the one it sent.
  const change = await pageStream.next();
  expect(change).toMatchObject({
    version: firstPage.version + 1,
    base: firstPage.id,
    title: "Loud morning · Grimoire",
  });
  const before = firstPage.html as string;
  const after =
    before.slice(0, change.start as number) + change.html + before.slice(before.length - (change.end as number));
  expect(after).toContain("Loud morning");
  expect(after).not.toContain("Quiet night");
  expect((change.html as string).length).toBeLessThan(before.length / 2);
  pageStream.close();
  expect(await etagOf()).not.toBe(etag);
  town.close();
  player.close();
});

test("the patch stream sends only the changed parts, and the page rebuilds them exactly", async ({ page, baseURL }) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Patched");
  for (const name of ["Dolby", "Kiiruma", "Amelia"]) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "game.publish" });
  const stream = await openStream(`${baseURL}/api/town/${game.slug}/stream?as=patch`, "page");
  const first = await stream.next();
  await command(page.request, game.id, { type: "game.rename", title: "Patched again" });
  const change = await stream.next();
  expect(change).toMatchObject({ version: first.version + 1, base: first.id, title: "Patched again · Grimoire" });
  let html = "";
  let at = 0;
  const base = first.html as string;
  for (const op of change.ops as Array<number | string>) {
    if (typeof op === "string") html += op;
    else if (op < 0) at -= op;
    else {
      html += base.slice(at, at + op);
      at += op;
    }
  }
  expect(at).toBe(base.length);
  expect(html.length).toBe(change.length);
  // The very body a fresh page holds.
  const fresh = await (await page.request.get(`/town/${game.slug}`)).text();
  expect(fresh).toContain(html);
  // The title (in the heading and wherever the page names the game), not the page around it.
  expect(JSON.stringify(change.ops).length).toBeLessThan(base.length / 4);
  stream.close();
});

test("a frame never takes a player's choice or tap: the choice stays, and a form on its way is left alone", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Taps", "kemomimi-panic");
  const names = ["Akane", "Botan", "Chiyo", "Daiki", "Emiko"];
  for (const name of names) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "kemomimi.configure", preset: "recommended-5" });
  await command(page.request, game.id, { type: "game.publish" });
  await command(page.request, game.id, { type: "kemomimi.deal" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const players = (await (await page.request.get(`/api/town/${game.slug}`)).json()).view.rules.players as Array<{
    seatId: string;
    character: string;
  }>;
  const shamlock = players.find((p) => p.character === "shamlock")!.seatId;
  const other = seats.find((s) => s.id !== shamlock)!.name;
  const link = await (
    await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId: shamlock } })
  ).json();
  const town = await (await browser.newContext()).newPage();
  await town.goto(game.publicUrl);
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(`/seat/${link.token}`);
  await expect(phone.getByTestId("live-status")).toHaveAttribute("data-status", "live");

  // The player picks someone; the page changes under her (a rename): her pick is still there.
  await chooseChip(phone, "Player to check", other);
  const pick = phone.getByRole("group", { name: "Player to check" }).getByRole("radio", { name: other });
  await expect(pick).toBeChecked();
  await command(page.request, game.id, { type: "game.rename", title: "Taps, renamed" });
  await expect(phone.getByText("Your seat · Taps, renamed")).toBeVisible();
  await expect(pick).toBeChecked();

  // Her tap is on its way (held here) when the page changes again: the page is neither swapped nor
  // reloaded under the post, which lands.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let posted = false;
  await phone.route("**/api/seat/*/commands", async (route) => {
    posted = true;
    await held;
    await route.continue();
  });
  // Whether the page's body is replaced from here on, kept where the next page can read it (every
  // read of Playwright's waits for the navigation under way).
  await phone.evaluate(() => {
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.removedNodes)
          if ((n as Element).id === "town") sessionStorage.setItem("swapped", document.title);
    }).observe(document.body, { childList: true, subtree: true });
  });
  const tap = phone.getByRole("button", { name: "Check this player" }).click();
  await expect.poll(() => posted).toBe(true);
  await command(page.request, game.id, { type: "game.rename", title: "Taps, renamed twice" });
  // The town square has taken the frame; the phone's stream has had time to as well.
  await expect(town.getByRole("heading", { level: 1, name: "Taps, renamed twice" })).toBeVisible();
  await new Promise((r) => setTimeout(r, 1000));
  release();
  await tap;
  // What she learned is on her face-down card: read it by holding the card.
  await expect.poll(() => readCard(phone, "kp-own-checks")).toContain(`Game start: ${other} signalled`);
  await expect(phone.getByText("Your seat · Taps, renamed twice")).toBeVisible();
  expect(await phone.evaluate(() => sessionStorage.getItem("swapped"))).toBeNull();
  await town.context().close();
  await phone.context().close();
});
