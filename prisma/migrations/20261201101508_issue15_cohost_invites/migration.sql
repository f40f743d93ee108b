-- CreateTable
CREATE TABLE "CohostInvite" (
    "gameId" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "invitedById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CohostInvite_pkey" PRIMARY KEY ("gameId","username")
);

-- CreateIndex
CREATE INDEX "CohostInvite_username_idx" ON "CohostInvite"("username");

-- AddForeignKey
ALTER TABLE "CohostInvite" ADD CONSTRAINT "CohostInvite_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
