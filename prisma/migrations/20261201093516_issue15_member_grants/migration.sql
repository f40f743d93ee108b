-- AlterTable
ALTER TABLE "GameMember" ADD COLUMN     "invitedById" TEXT;

-- AlterTable
ALTER TABLE "SeatLink" ADD COLUMN     "createdById" TEXT;
