import { describe, expect, it } from "vitest";
import { applyPatch, diffHtml, type PatchOp } from "./html-diff";

/** A page body of `lines` log lines, with a count near the top and a long sheet in between. */
function page(count: string, lines: string[], title = "Day 3") {
  const sheet = Array.from({ length: 300 }, (_, i) => `<li class="c"><b>Character ${i}</b> does thing ${i}.</li>`);
  return `<main id="town" data-version="7"><h1>${title}</h1><p class="count">${count}</p><ol>${sheet.join("")}</ol><ul class="log">${lines.map((l) => `<li>${l}</li>`).join("")}</ul></main>`;
}

const bytes = (ops: PatchOp[]) => JSON.stringify(ops).length;

describe("diffHtml", () => {
  it("rebuilds the new body exactly, for changes anywhere", () => {
    const cases: Array<[string, string]> = [
      ["", ""],
      ["", "<p>a</p>"],
      ["<p>a</p>", ""],
      ["<p>a</p>", "<p>a</p>"],
      ["<p>a</p><p>b</p>", "<p>b</p><p>a</p>"],
      ["x < y", "x < z"],
      ["<p>unclosed", "<p>unclosed <b"],
      [page("3/7", ["A votes", "B votes"]), page("4/7", ["A votes", "B votes", "C votes"])],
      [page("3/7", ["A votes", "B votes"]), page("3/7", ["B votes"], "Night 3")],
      [page("1", []), "<main>gone</main>"],
    ];
    for (const [a, b] of cases) expect(applyPatch(a, diffHtml(a, b))).toBe(b);
  });

  it("random edits round-trip", () => {
    let seed = 42;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    const parts = ["<li>", "</li>", "<b>", "</b>", "one", "two", "three", " ", "<br/>", "&amp;"];
    for (let round = 0; round < 200; round++) {
      const a = Array.from({ length: rnd(60) }, () => parts[rnd(parts.length)]).join("");
      const cut = a.split("");
      for (let e = rnd(6); e > 0; e--) cut.splice(rnd(cut.length + 1), rnd(4), parts[rnd(parts.length)]!);
      const b = cut.join("");
      expect(applyPatch(a, diffHtml(a, b))).toBe(b);
    }
  });

  it("sends only what a vote changed: the count and the log's new line, not the sheet between them", () => {
    const a = page("3/7", ["A votes for D", "B votes for D"]);
    const b = page("4/7", ["A votes for D", "B votes for D", "C votes for D"]);
    const ops = diffHtml(a, b);
    expect(applyPatch(a, ops)).toBe(b);
    expect(a.length).toBeGreaterThan(15_000);
    expect(bytes(ops)).toBeLessThan(100);
    const inserted = ops.filter((x) => typeof x === "string");
    expect(inserted[0]).toBe("4/7");
    expect(inserted.slice(1).join("")).toMatch(/^(<li>C votes for D<\/li>|<\/li><li>C votes for D)$/);
  });

  it("does not fit another base", () => {
    const a = page("3/7", []);
    const ops = diffHtml(a, page("4/7", []));
    expect(applyPatch(a.slice(1), ops)).toBeNull();
    expect(applyPatch(`${a}x`, ops)).toBeNull();
  });
});
