/**
 * What changed between two renderings of a page's body, as a short list of edits the page's inline
 * script applies to the rendering it holds (components/town/enhance-script.ts): no framework, a
 * dozen lines of code in the browser.
 *
 * The HTML is cut into tokens (each tag, each run of text between tags) and the two token lists are
 * compared with Myers' diff, so a vote (a count near the top, a line of the log further down) costs
 * the bytes of what changed, not everything between its first and last change.
 */

/**
 * One edit: a positive number copies that many characters of the base, a negative one skips that
 * many, a string is inserted as is. Applied from the base's start, they rebuild the new body whole
 * (the last copy reaches the base's end).
 */
export type PatchOp = number | string;

/** Past this many token edits the diff gives up on being short: one edit of the changed middle. */
const MAX_EDITS = 300;

const TOKEN = /[^<]+|<[^>]*>?/g;

function tokens(html: string): string[] {
  return html.match(TOKEN) ?? [];
}

/** The edits that turn `a` into `b`. `applyPatch(a, diffHtml(a, b)) === b` for any two strings. */
export function diffHtml(a: string, b: string): PatchOp[] {
  if (a === b) return a.length ? [a.length] : [];
  const ta = tokens(a);
  const tb = tokens(b);
  // Tokens as small integers: equal text, equal id.
  const ids = new Map<string, number>();
  const idOf = (t: string) => {
    let id = ids.get(t);
    if (id === undefined) ids.set(t, (id = ids.size));
    return id;
  };
  const xa = Int32Array.from(ta, idOf);
  const xb = Int32Array.from(tb, idOf);
  let pre = 0;
  while (pre < xa.length && pre < xb.length && xa[pre] === xb[pre]) pre++;
  let suf = 0;
  while (suf < xa.length - pre && suf < xb.length - pre && xa[xa.length - 1 - suf] === xb[xb.length - 1 - suf]) suf++;

  const out = new Builder();
  out.copy(charsOf(ta, 0, pre));
  const script = myers(xa.subarray(pre, xa.length - suf), xb.subarray(pre, xb.length - suf));
  if (!script) {
    out.skip(charsOf(ta, pre, ta.length - suf));
    out.insert(tb.slice(pre, tb.length - suf).join(""));
  } else {
    let i = pre;
    let j = pre;
    for (const [kind, n] of script) {
      if (kind === "=") {
        out.copy(charsOf(ta, i, i + n));
        i += n;
        j += n;
      } else if (kind === "-") {
        out.skip(charsOf(ta, i, i + n));
        i += n;
      } else {
        out.insert(tb.slice(j, j + n).join(""));
        j += n;
      }
    }
  }
  out.copy(charsOf(ta, ta.length - suf, ta.length));
  return out.ops;
}

/** Rebuilds the new body from the base and the edits; null if they do not fit this base. */
export function applyPatch(base: string, ops: PatchOp[]): string | null {
  let s = "";
  let p = 0;
  for (const x of ops) {
    if (typeof x === "string") s += x;
    else if (x < 0) p -= x;
    else {
      s += base.substr(p, x);
      p += x;
    }
  }
  return p === base.length ? s : null;
}

function charsOf(t: string[], from: number, to: number): number {
  let n = 0;
  for (let k = from; k < to; k++) n += t[k]!.length;
  return n;
}

class Builder {
  ops: PatchOp[] = [];
  copy(n: number) {
    if (n <= 0) return;
    const last = this.ops.at(-1);
    if (typeof last === "number" && last > 0) this.ops[this.ops.length - 1] = last + n;
    else this.ops.push(n);
  }
  skip(n: number) {
    if (n <= 0) return;
    const last = this.ops.at(-1);
    if (typeof last === "number" && last < 0) this.ops[this.ops.length - 1] = last - n;
    else this.ops.push(-n);
  }
  insert(s: string) {
    if (!s) return;
    const last = this.ops.at(-1);
    if (typeof last === "string") this.ops[this.ops.length - 1] = last + s;
    else this.ops.push(s);
  }
}

type Edit = ["=" | "-" | "+", number];

/**
 * Myers' O((N+M)·D) shortest edit script of two token lists, as runs of kept, deleted and inserted
 * tokens; null past MAX_EDITS edits.
 */
function myers(a: Int32Array, b: Int32Array): Edit[] | null {
  const n = a.length;
  const m = b.length;
  if (n === 0 && m === 0) return [];
  if (n === 0) return [["+", m]];
  if (m === 0) return [["-", n]];
  const max = Math.min(n + m, MAX_EDITS);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
    if (found >= 0) break;
  }
  if (found < 0) return null;
  // Back through the trace, from the end: each step is one edit and a run of kept tokens.
  const edits: Edit[] = [];
  const push = (kind: Edit[0], count: number) => {
    if (count <= 0) return;
    const last = edits.at(-1);
    if (last && last[0] === kind) last[1] += count;
    else edits.push([kind, count]);
  };
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const vd = trace[d]!; // v as it was before step d, indices k + d + 1
    const at = (k: number) => vd[k + d + 1]!;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    const startX = down ? prevX : prevX + 1;
    push("=", x - startX);
    push(down ? "+" : "-", 1);
    x = prevX;
    y = prevY;
  }
  push("=", x);
  return edits.reverse();
}
