-- CreateTable
CREATE TABLE "Script" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "author" TEXT NOT NULL DEFAULT '',
    "document" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Script_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustomCharacter" (
    "ownerId" TEXT NOT NULL,
    "characterId" TEXT NOT NULL,
    "document" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CustomCharacter_pkey" PRIMARY KEY ("ownerId","characterId")
);

-- CreateIndex
CREATE INDEX "Script_ownerId_updatedAt_idx" ON "Script"("ownerId", "updatedAt");
