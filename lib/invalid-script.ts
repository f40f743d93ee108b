import { fail } from "@/lib/http";
import { msg, type Phrase } from "@/lib/i18n/message";

/** 400 listing every problem (`problems`, said in the request's language), with the count and the first one in `error`. */
export function invalidScript(problems: Phrase[], what: "script" | "catalogue" = "script") {
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
