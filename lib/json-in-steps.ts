/**
 * JSON.parse of a large text in steps, awaiting `pause()` between them so that a server answers other
 * requests meanwhile: a game file of 20,000 events is 5 MB, which JSON.parse holds the event loop
 * 50–100 ms to read. The long arrays of a top-level object (the file's events) are found by a scan
 * of the text (itself in steps) and parsed a batch of elements at a time; the rest of the object is
 * parsed with them left out. The value is the one JSON.parse gives, and a text JSON.parse refuses
 * is refused (a SyntaxError): each piece is parsed by JSON.parse, and the pieces put together are
 * the text.
 */

/** Characters scanned, or parsed as one batch, between two pauses. */
const CHARS_PER_STEP = 64 * 1024;

interface LongArray {
  /** The key's string token, quotes included. */
  key: [number, number];
  /** The '[' and the ']'. */
  open: number;
  close: number;
  /** Where the batches end: commas between two elements, about CHARS_PER_STEP apart. */
  cuts: number[];
}

const QUOTE = 34;
const BACKSLASH = 92;

/** A top-level object's keys (their tokens, in order) and its long arrays. */
interface Scan {
  keys: Array<[number, number]>;
  arrays: LongArray[];
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/** The top-level object's keys and long arrays, or null when the text is not an object (or does not scan). */
async function scan(text: string, pause: () => Promise<void>): Promise<Scan | null> {
  const stack: number[] = [];
  const found: LongArray[] = [];
  const keys: Array<[number, number]> = [];
  let lastKey: [number, number] = [0, 0];
  let current: LongArray | null = null;
  let nextPause = CHARS_PER_STEP;
  for (let i = 0; i < text.length; i++) {
    if (i >= nextPause) {
      nextPause += CHARS_PER_STEP;
      await pause();
    }
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i;
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) i++;
        else if (d === QUOTE) break;
      }
      if (i >= text.length) return null;
      if (stack.length === 1) {
        let next = i + 1;
        while (next < text.length && isSpace(text.charCodeAt(next))) next++;
        if (text.charCodeAt(next) === 58 /* : */) keys.push((lastKey = [start, i + 1]));
      }
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (stack.length === 0 && c !== 123) return null;
      if (stack.length === 1 && c === 91) current = { key: lastKey, open: i, close: -1, cuts: [] };
      stack.push(c);
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      if (stack.pop() !== (c === 125 ? 123 : 91)) return null;
      if (stack.length === 1 && current) {
        current.close = i;
        if (i - current.open > CHARS_PER_STEP) found.push(current);
        current = null;
      }
    } else if (c === 44 /* , */ && current && stack.length === 2) {
      const from = current.cuts.at(-1) ?? current.open;
      if (i - from > CHARS_PER_STEP) current.cuts.push(i);
    }
  }
  return stack.length === 0 ? { keys, arrays: found } : null;
}

/** Keys read only for a plain object of a few (a game file has five). */
const MAX_KEYS = 64;

/** Whether a long array's key is said again after it: then JSON.parse alone is sure to give the last value. */
function keyRepeated(text: string, { keys, arrays }: Scan): boolean {
  if (keys.length > MAX_KEYS) return true;
  const names = keys.map(([from, to]) => JSON.parse(text.slice(from, to)) as string);
  return arrays.some((a) => {
    const at = keys.findIndex(([from]) => from === a.key[0]);
    return names.indexOf(names[at]!, at + 1) >= 0;
  });
}

export async function parseJsonInSteps(text: string, pause: () => Promise<void>): Promise<unknown> {
  if (text.length <= CHARS_PER_STEP) return JSON.parse(text);
  const scanned = await scan(text, pause);
  if (!scanned || scanned.arrays.length === 0 || keyRepeated(text, scanned)) return JSON.parse(text);
  const { arrays } = scanned;
  // The object without its long arrays (each left as []), then each array batch by batch.
  let rest = "";
  let from = 0;
  for (const a of arrays) {
    rest += `${text.slice(from, a.open)}[]`;
    from = a.close + 1;
  }
  const value = JSON.parse(rest + text.slice(from)) as Record<string, unknown>;
  for (const a of arrays) {
    await pause();
    const items: unknown[] = [];
    const ends = [...a.cuts, a.close];
    let start = a.open + 1;
    for (const end of ends) {
      const batch = text.slice(start, end);
      // Every batch holds an element: "[1,]" must not read as [1] and [] put together.
      if (ends.length > 1 && batch.trim() === "") throw new SyntaxError("Unexpected ',' in JSON");
      for (const item of JSON.parse(`[${batch}]`) as unknown[]) items.push(item);
      start = end + 1;
      await pause();
    }
    // "__proto__" is a key like any other, as in JSON.parse.
    Object.defineProperty(value, JSON.parse(text.slice(a.key[0], a.key[1])) as string, {
      value: items,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return value;
}

/** Array elements written as one batch between two pauses. */
const ITEMS_PER_STEP = 1000;
/** How deep a plain object is taken apart to find its long arrays (a game state's undo list is at 2). */
const MAX_DEPTH = 2;

/**
 * JSON.stringify in steps, awaiting `pause()` between batches of a long array's elements: a game
 * state's undo list holds an entry per event (20,000 in a long game). Gives what JSON.stringify gives.
 */
export async function stringifyInSteps(value: unknown, pause: () => Promise<void>, depth = 0): Promise<string> {
  if (Array.isArray(value) && value.length > ITEMS_PER_STEP) {
    const parts: string[] = [];
    for (let i = 0; i < value.length; i += ITEMS_PER_STEP) {
      parts.push(JSON.stringify(value.slice(i, i + ITEMS_PER_STEP)).slice(1, -1));
      await pause();
    }
    return `[${parts.join(",")}]`;
  }
  const plain =
    depth < MAX_DEPTH &&
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype &&
    typeof (value as { toJSON?: unknown }).toJSON !== "function";
  if (!plain) return JSON.stringify(value);
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    const text = (await stringifyInSteps(v, pause, depth + 1)) as string | undefined;
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(",")}}`;
}
