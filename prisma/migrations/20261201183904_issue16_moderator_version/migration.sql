-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "moderatorVersion" INTEGER;

-- AlterTable
ALTER TABLE "GameEvent" ADD COLUMN     "hostSeq" INTEGER;
