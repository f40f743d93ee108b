import { fail } from "@/lib/http";

/** 400 listing every problem (`problems`), with the count and the first one in `error`. */
export function invalidScript(problems: string[], what = "script") {
  const n = problems.length;
  return fail(400, `The ${what} has ${n} problem${n === 1 ? "" : "s"}; nothing was saved. ${problems[0]}`, {
    problems,
  });
}
