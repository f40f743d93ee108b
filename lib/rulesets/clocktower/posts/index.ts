export { POST_FORMATS, DISCORD_LIMIT, type PostFormat } from "./format";
export type { PostInput } from "./input";
export { dayOpeningPost, deadlineText } from "./day-opening";
export { dawnPost } from "./dawn";
export { townListsPost } from "./town-lists";
export { endOfGamePost } from "./end-of-game";
export { postTitle, threadPosts, type PostId, type ThreadPost } from "./catalogue";
