import { expect, test } from "./test";
import { command, createGameByApi, signUpByApi } from "./helpers";

// The recipe's proof (docs/architecture.md, "Adding a rule system"): the test rule system under
// test/rulesets/coin-flip, registered as the recipe says, played through the API, its town square,
// its moderator panel and a player's link, with nothing of a call public before the coin lands.
test("the coin-flip rule system plays through the API, the town square, the panel and a player link", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Heads or tails", "coin-flip");
  for (const name of ["Ann", "Ben"]) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "game.publish" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const seatOf = (name: string) => seats.find((s) => s.name === name)!.id;
  const link = async (name: string) =>
    (await (await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId: seatOf(name) } })).json())
      .url as string;
  const annUrl = await link("Ann");
  const benUrl = await link("Ben");

  // Ann calls from her link; Ben's call is made by the moderator through the API.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ann = await phone.newPage();
  await ann.goto(annUrl);
  await expect(ann.getByTestId("cf-own-call")).toHaveText("You have not called yet.");
  await ann.getByRole("button", { name: "Call heads" }).click();
  await expect(ann.getByTestId("cf-own-call")).toHaveText("Your call: Heads");
  await command(page.request, game.id, { type: "coinFlip.call", seatId: seatOf("Ben"), call: "tails" });

  // The town square says how many have called, never what.
  const visitor = await browser.newContext();
  const town = await visitor.newPage();
  await town.goto(game.publicUrl);
  await expect(town.getByTestId("cf-town-waiting")).toHaveText("Waiting for calls: 2 players have called.");
  const before = await (await visitor.request.get(`/api/town/${game.slug}`)).text();
  expect(before).not.toMatch(/"(heads|tails)"/);
  // Ben's link holds his call, not Ann's: his page and its JSON carry no "heads".
  const benPage = await (await visitor.request.get(benUrl)).text();
  expect(benPage).toContain("Your call: Tails");
  const benJson = await (await visitor.request.get(benUrl.replace("/seat/", "/api/seat/"))).text();
  expect(benJson).toContain('"call":"tails"');
  expect(benJson).not.toContain('"heads"');

  // The moderator flips from the panel: the town square follows live.
  await page.goto(`/games/${game.id}`);
  const panel = page.getByTestId("cf-panel");
  await expect(panel.getByTestId("cf-call")).toHaveText([/Ann\s*Heads/, /Ben\s*Tails/]);
  await panel.getByRole("button", { name: "Flip the coin" }).click();
  await expect(panel.getByTestId("cf-face")).toHaveText(/The coin landed (Heads|Tails)\./);
  const landed = (await panel.getByTestId("cf-face").textContent())!.includes("Heads") ? "Ann" : "Ben";
  await expect(town.getByTestId("cf-town-face")).toHaveText(/The coin landed (Heads|Tails)\./);
  await expect(town.getByTestId("cf-town-winners")).toHaveText(`Called it: ${landed}`);

  // Calls are closed: a late call from a link is refused.
  await ann.reload();
  await expect(ann.getByRole("button", { name: "Call tails" })).toHaveCount(0);
  const refused = await visitor.request.post(
    `${new URL(annUrl, baseURL).pathname.replace("/seat/", "/api/seat/")}/commands`,
    {
      data: { command: { type: "coinFlip.call", seatId: seatOf("Ann"), call: "tails" } },
    },
  );
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toBe("The coin has already landed: calls are closed.");
  await phone.close();
  await visitor.close();
});
