/** POST /api/games/import (lib/api/routes/import-game.ts): each upload parsed, checked and folded on a worker thread. */
import { importGameRoute } from "@/lib/api/routes/import-game";
import { prepareImportOffThread } from "@/lib/import/off-thread";

export const POST = importGameRoute(prepareImportOffThread);
