import { expect as baseExpect, test } from "./test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { screenshotBoth, signUpByApi } from "./helpers";

const FIXTURES = path.resolve("e2e", "fixtures");

test.setTimeout(240_000);
// The dev server compiles each route on first use: slow on a small machine.
const expect = baseExpect.configure({ timeout: 45_000 });

test("a moderator imports a script file, reads its sheet and night order, edits, exports and re-imports it", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  await page.goto("/scripts");
  await expect(page.getByRole("heading", { name: "Script library" })).toBeVisible();
  // The bundled script is there for everyone.
  await expect(
    page.getByTestId("script-list").getByRole("link", { name: /Bad Moon Rising \(forum\).*built-in/ }),
  ).toBeVisible();
  await screenshotBoth(page, "scripts-library");

  await page.getByLabel("Script file (.json)").setInputFiles(path.join(FIXTURES, "moonlit-marsh.json"));
  await expect(page.getByRole("heading", { name: "Moonlit Marsh", level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("by Grimoire tests · 18 characters")).toBeVisible();

  const sheet = page.getByTestId("character-sheet");
  await expect(sheet.getByRole("heading")).toHaveText([
    "Townsfolk (8)",
    "Outsiders (3)",
    "Minions (2)",
    "Demons (2)",
    "Travellers (2)",
    "Fabled (1)",
  ]);
  await expect(sheet.getByRole("region", { name: "Townsfolk" })).toContainText("Lamplighter");
  await expect(sheet.getByRole("region", { name: "Townsfolk" })).toContainText("you learn whether they woke tonight");
  await expect(
    page.getByTestId("first-night").getByRole("listitem").locator("span.font-medium, span.italic"),
  ).toHaveText([
    "Dusk",
    "Minion info",
    "Demon info",
    "Sailor",
    "Courtier",
    "Godfather",
    "Grandmother",
    "Chambermaid",
    "Dawn",
  ]);
  await expect(page.getByTestId("other-night").getByRole("listitem").last()).toContainText("Dawn");
  await expect(page.getByTestId("other-night").getByRole("listitem").nth(-2)).toContainText("Lamplighter");
  await screenshotBoth(page, "script-sheet");
  const scriptUrl = page.url();
  const id = scriptUrl.split("/scripts/")[1]!;

  // Rename, remove a character, add one from the library.
  await page.getByRole("button", { name: "Rename" }).click();
  await page.getByLabel("Script name").fill("Moonlit Marsh v2");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "Moonlit Marsh v2", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Edit characters" }).click();
  await page.getByRole("button", { name: "Remove Gambler" }).click();
  await expect(sheet.getByRole("heading", { name: "Townsfolk (7)" })).toBeVisible();
  await page.getByLabel("Add a character from your library").selectOption({ label: "Professor" });
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(sheet.getByRole("heading", { name: "Townsfolk (8)" })).toBeVisible();
  await expect(page.getByTestId("other-night")).toContainText("Professor");

  // Export, then import the file again: the same script.
  const exported = await page.request.get(`/api/scripts/${id}/export`);
  expect(exported.headers()["content-disposition"]).toContain("moonlit-marsh-v2.json");
  const original = (await (await page.request.get(`/api/scripts/${id}`)).json()).script.script;
  const again = await page.request.post("/api/scripts", { data: { json: await exported.text() } });
  expect(again.status()).toBe(201);
  expect((await again.json()).script.script).toEqual(original);

  // Duplicate the built-in, then delete the copy.
  await page.goto("/scripts/builtin-bad-moon-rising-forum");
  await expect(page.getByText("built-in, read-only")).toBeVisible();
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByRole("heading", { name: "Bad Moon Rising (forum) (copy)", level: 1 })).toBeVisible();
  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "Script library" })).toBeVisible();
  await expect(page.getByTestId("script-list")).not.toContainText("(copy)");
  await expect(page.getByTestId("script-list")).toContainText("Moonlit Marsh v2");

  // Someone else's script is a 404.
  const other = await page.context().browser()!.newContext({ baseURL });
  await signUpByApi(other.request, baseURL!);
  expect((await other.request.get(`/api/scripts/${id}`)).status()).toBe(404);
  expect((await other.request.delete(`/api/scripts/${id}`)).status()).toBe(404);
  await other.close();
});

test("pasting an invalid script lists every problem and saves nothing; a catalogue makes id-only scripts resolve", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  await page.goto("/scripts");
  await page.getByLabel("Or paste the JSON").fill(readFileSync(path.join(FIXTURES, "invalid-script.json"), "utf8"));
  await page.getByRole("button", { name: "Import pasted script" }).click();
  const problems = page.getByTestId("problems").getByRole("listitem");
  await expect(problems.first()).toBeVisible({ timeout: 60_000 });
  await expect(problems).toContainText([
    "item 1 (_meta): name must be a string",
    "item 3: team must be one of",
    "item 3: ability must be a non-empty string",
    "item 4: must be a character id (a string) or a character object",
    'item 6: "sailor" is already on the script (item 5)',
    "unknown character id: nosuchcharacter",
  ]);
  await screenshotBoth(page, "scripts-invalid");
  const list = await (await page.request.get("/api/scripts")).json();
  expect(list.scripts.filter((s: { builtIn: boolean }) => !s.builtIn)).toEqual([]);

  // Not JSON at all.
  await page.getByLabel("Or paste the JSON").fill("[{ not json");
  await page.getByRole("button", { name: "Import pasted script" }).click();
  await expect(problems.first()).toContainText("not valid JSON");

  // A catalogue with the Washerwoman: the id-only script now imports.
  await page.getByLabel("Or paste the catalogue").fill(
    JSON.stringify([
      {
        id: "washerwoman",
        name: "Washerwoman",
        team: "townsfolk",
        ability: "You start knowing that 1 of 2 players is a particular Townsfolk.",
        firstNight: 32,
      },
    ]),
  );
  await page.getByRole("button", { name: "Import characters" }).click();
  await expect(page.getByRole("status")).toContainText("Imported 1 character.");
  await expect(page.getByTestId("catalogue-count")).toContainText("Washerwoman");
  await page
    .getByLabel("Or paste the JSON")
    .fill(JSON.stringify([{ id: "_meta", name: "Washing Day" }, "washerwoman", "sailor", "po"]));
  await page.getByRole("button", { name: "Import pasted script" }).click();
  await expect(page.getByRole("heading", { name: "Washing Day", level: 1 })).toBeVisible();
  await expect(page.getByTestId("first-night")).toContainText("Washerwoman");

  // The API names the problem, never a 500.
  expect(
    (
      await page.request.post("/api/scripts", { data: "nope", headers: { "content-type": "application/json" } })
    ).status(),
  ).toBe(400);
  const bad = await page.request.put("/api/scripts/builtin-bad-moon-rising-forum", { data: { script: {} } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toContain("Built-in scripts cannot be changed");
  const badEdit = await page.request.post("/api/scripts", { data: { script: { name: "", characters: 3 } } });
  expect(badEdit.status()).toBe(400);
  expect((await badEdit.json()).problems.length).toBeGreaterThan(1);
});
