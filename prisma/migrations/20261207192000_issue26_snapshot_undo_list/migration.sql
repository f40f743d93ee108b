-- AlterTable
ALTER TABLE "GameSnapshot" ADD COLUMN     "undoList" JSONB;
