import { expect as baseExpect, test } from "./test";
import { command, createGameByApi, signUpByApi } from "./helpers";
import { smallTargets } from "./seat-card";

/**
 * Kemomimi Panic, issue 29 point 6: Teacher Verna's player says "Don't use" on her own phone and the
 * host's page then says every power of the step is decided. The characters are placed at the deal
 * (`characterBySeat`), so Verna is Chiyo's whatever the shuffle; the roles stay random, and nothing
 * here depends on them.
 */

test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 20_000 });

const PLAYERS = ["Akane", "Botan", "Chiyo", "Daiki", "Emiko"];
const CHARACTERS = ["shamlock", "teresia", "verna", "barbera", "valeria"];

test("Teacher Verna's player taps Don't use on her phone; the host sees every power decided", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Kemomimi: Verna decides", "kemomimi-panic");
  for (const name of PLAYERS) await command(page.request, game.id, { type: "seat.add", name });
  // Teresia, Barbera and Valeria have no printed power: the set-up warns of it, and the host goes on.
  await command(
    page.request,
    game.id,
    {
      type: "kemomimi.configure",
      characters: CHARACTERS,
      roles: ["crescentMoon", "informant", "civilianAngry", "civilian", "civilian"],
    },
    true,
  );
  await command(page.request, game.id, { type: "game.publish" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const seatOf = (name: string) => seats.find((s) => s.name === name)!.id;
  const links = (await (await page.request.post(`/api/games/${game.id}/seat-links/all`)).json()).links as Array<{
    seatId: string;
    url: string;
  }>;
  // Akane holds Detective Shamlock (and the Moon, as the first Leader); Chiyo, who is not the Leader, Verna.
  await command(page.request, game.id, {
    type: "kemomimi.deal",
    characterBySeat: Object.fromEntries(PLAYERS.map((name, i) => [seatOf(name), CHARACTERS[i]])),
  });
  const day = [
    { type: "kemomimi.shamlockCheck", targetSeatId: seatOf("Botan") },
    { type: "kemomimi.nameSuspect", suspectSeatId: seatOf("Daiki") },
    { type: "kemomimi.raiseHands", seatIds: seats.map((s) => s.id) },
    { type: "kemomimi.countVotes" },
  ];
  for (const c of day) await command(page.request, game.id, c, true);

  // The count is guilty: Verna may turn it. The host's page waits for her decision.
  await page.goto(`/games/${game.id}`);
  await expect(page.getByTestId("kp-powers-waiting")).toContainText("Waiting for a decision");
  await expect(page.getByTestId("kp-powers-decided")).toBeHidden();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.goto(links.find((l) => l.seatId === seatOf("Chiyo"))!.url);
  const decline = phone.getByTestId("kp-decline-verna").getByRole("button", { name: "Don't use" });
  await expect(decline).toBeVisible();
  expect(await smallTargets(phone), "Chiyo's phone with Verna's power offered").toEqual([]);
  await decline.click();
  await expect(phone.getByText("You decided not to use Teacher Verna's power today.")).toBeVisible();
  await expect(phone.getByRole("button", { name: "Don't use" })).toHaveCount(0);
  expect(await smallTargets(phone), "Chiyo's phone after deciding").toEqual([]);

  await page.reload();
  await expect(page.getByTestId("kp-powers-decided")).toContainText("Every power decided:");
  await expect(page.getByTestId("kp-powers-decided")).toContainText("Chiyo");
  await expect(page.getByTestId("kp-powers-waiting")).toBeHidden();
  await context.close();
});
