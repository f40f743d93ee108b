-- CreateTable
CREATE TABLE "SeatLink" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "seatId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "SeatLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SeatLink_tokenHash_key" ON "SeatLink"("tokenHash");

-- CreateIndex
CREATE INDEX "SeatLink_gameId_seatId_idx" ON "SeatLink"("gameId", "seatId");

-- AddForeignKey
ALTER TABLE "SeatLink" ADD CONSTRAINT "SeatLink_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
