import { fail } from "@/lib/http";
import { msg } from "@/lib/i18n/message";

/** 400 listing every problem (`problems`), with the count and the first one in `error`. */
export function invalidScript(problems: string[], what: "script" | "catalogue" = "script") {
  return fail(
    400,
    msg("gamePage.api.invalidScript", {
      what: msg(`gamePage.api.things.${what}`),
      count: problems.length,
      first: problems[0] ?? "",
    }),
    {
      problems,
    },
  );
}
