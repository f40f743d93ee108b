-- AlterTable
ALTER TABLE "GameMember" ADD COLUMN     "archivedAt" TIMESTAMP(3);
