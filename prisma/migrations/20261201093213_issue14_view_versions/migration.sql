-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "publicVersion" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "seatVersions" JSONB NOT NULL DEFAULT '{}';

-- Pages already open show the game's version: start the public counter there, so it only moves on.
UPDATE "Game" SET "publicVersion" = "version";
