import { expect as baseExpect, test } from "./test";
import { command, screenshotBoth } from "./helpers";
import { troubleBrewingGame } from "./trouble-brewing";

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 45_000 });

// Seat by seat: Trouble Brewing on our fixture data, dealt by hand; Ivo is the Spy, Gus the Drunk.
const CAST: Array<[string, string]> = [
  ["Ada", "washerwoman"],
  ["Bram", "librarian"],
  ["Cleo", "chef"],
  ["Dov", "empath"],
  ["Esme", "fortuneteller"],
  ["Finn", "monk"],
  ["Gus", "drunk"],
  ["Hana", "butler"],
  ["Ivo", "spy"],
  ["Juno", "imp"],
];

test("the Spy's link shows the Grimoire by night; another player's link does not", async ({
  page,
  browser,
  baseURL,
}) => {
  const game = await troubleBrewingGame(page.request, baseURL!, {
    title: "Brewing spies",
    cast: CAST,
    bluffs: ["mayor", "soldier", "virgin"],
    drunk: "investigator",
    redHerring: "Cleo",
  });
  const { seatOf } = game;
  const linkFor = async (name: string) => {
    const res = await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId: seatOf(name) } });
    expect(res.status()).toBe(201);
    return (await res.json()).url as string;
  };
  const spyUrl = await linkFor("Ivo");
  const adaUrl = await linkFor("Ada");
  const gusUrl = await linkFor("Gus");

  const spy = await (await browser.newContext()).newPage();
  const ada = await (await browser.newContext()).newPage();

  // Before the first night: nothing.
  await spy.goto(spyUrl);
  await expect(spy.getByTestId("own-character")).toHaveText("Spy");
  await expect(spy.getByTestId("spy-grimoire")).toHaveCount(0);

  await command(page.request, game.id, { type: "clocktower.startNight" });

  // By night the Spy reads the whole Grimoire: every seat, character, alignment, reminders.
  await spy.goto(spyUrl);
  const grimoire = spy.getByTestId("spy-grimoire");
  await expect(grimoire.getByRole("heading")).toHaveText("The Grimoire (Night 1)");
  await expect(grimoire.getByTestId("spy-grimoire-seat")).toHaveCount(10);
  await expect(grimoire.getByTestId("spy-grimoire-character")).toHaveText([
    "Washerwoman",
    "Librarian",
    "Chef",
    "Empath",
    "Fortune Teller",
    "Monk",
    "Drunk (believes they are the Investigator)",
    "Butler",
    "Spy",
    "Imp",
  ]);
  const juno = grimoire.getByTestId("spy-grimoire-seat").filter({ hasText: "Juno" });
  await expect(juno).toContainText("evil");
  const cleo = grimoire.getByTestId("spy-grimoire-seat").filter({ hasText: "Cleo" });
  await expect(cleo).toContainText("Red Herring (Fortune Teller)");
  await screenshotBoth(spy, "tb-spy-grimoire");

  // Another player's link, the same night: no Grimoire, no token, no other character.
  await ada.goto(adaUrl);
  await expect(ada.getByTestId("own-character")).toHaveText("Washerwoman");
  await expect(ada.getByTestId("spy-grimoire")).toHaveCount(0);
  const adaMain = ada.locator("main");
  await expect(adaMain).not.toContainText("Red Herring");
  await expect(adaMain).not.toContainText("believes they are");

  // The Drunk reads the Townsfolk they believe they are, never "Drunk".
  const gus = await (await browser.newContext()).newPage();
  await gus.goto(gusUrl);
  await expect(gus.getByTestId("own-character")).toHaveText("Investigator");
  await expect(gus.getByTestId("spy-grimoire")).toHaveCount(0);

  // By day the Spy's link shows it no more.
  await command(page.request, game.id, { type: "clocktower.confirmDawn", deaths: [] });
  await spy.goto(spyUrl);
  await expect(spy.getByTestId("own-character")).toHaveText("Spy");
  await expect(spy.getByTestId("spy-grimoire")).toHaveCount(0);
});
