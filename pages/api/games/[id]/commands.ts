/** POST /api/games/:id/commands (lib/api/routes/game-commands.ts), served by the pages router: lib/api/pages-route.ts says why. */
import { pagesRoute } from "@/lib/api/pages-route";
import { POST } from "@/lib/api/routes/game-commands";

// The handler reads (and bounds) the body itself, as a stream.
export const config = { api: { bodyParser: false } };
export default pagesRoute({ POST });
