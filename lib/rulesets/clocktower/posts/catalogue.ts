import { POST_FORMATS, type PostFormat } from "./format";
import type { PostInput } from "./input";
import { wordsIn, type Say } from "../../../i18n/message";
import { dayOpeningPost } from "./day-opening";
import { dawnPost } from "./dawn";
import { townListsPost } from "./town-lists";
import { endOfGamePost } from "./end-of-game";

export type PostId = "dayOpening" | "voteCount" | "dawn" | "townLists" | "endOfGame";

export interface ThreadPost {
  id: PostId;
  title: string;
  texts: Record<PostFormat, string>;
}

/** A post's name in `say`'s language (the panel names them in the host's; `threadPosts` in the game's). */
export const postTitle = (id: PostId, say: Say) => wordsIn(say, "clocktower.forumDay.postsPanel.titles")(id);

/** What makes sense now comes first: the end, else the day's posts by day, the dawn by night. */
function order(input: PostInput): PostId[] {
  if (input.view.winner) return ["endOfGame", "townLists", "voteCount", "dawn"];
  if (input.view.phase?.kind === "day") return ["dayOpening", "voteCount", "townLists", "dawn"];
  return ["dawn", "townLists"];
}

/**
 * Every post available now, in every format. `voteCount` is the day's count as the vote-count exporter
 * wrote it (the moderator view's `clocktower.forumDay.exports`); without it there is no vote-count post.
 */
export function threadPosts(input: PostInput, now: Date, voteCount?: Record<PostFormat, string> | null): ThreadPost[] {
  const build: Record<PostId, (f: PostFormat) => string | null> = {
    endOfGame: (f) => endOfGamePost(input, f),
    dayOpening: (f) => dayOpeningPost(input, f, now),
    voteCount: (f) => voteCount?.[f] ?? null,
    dawn: (f) => dawnPost(input, f),
    townLists: (f) => townListsPost(input, f),
  };
  return order(input).flatMap((id) => {
    const texts = POST_FORMATS.map((f) => [f, build[id](f)] as const);
    if (texts.some(([, t]) => t === null)) return [];
    return [{ id, title: postTitle(id, input.say), texts: Object.fromEntries(texts) as Record<PostFormat, string> }];
  });
}
