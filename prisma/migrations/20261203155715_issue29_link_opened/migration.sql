-- AlterTable
ALTER TABLE "SeatLink" ADD COLUMN     "openedAt" TIMESTAMP(3);
