-- CreateTable
CREATE TABLE "Outlet" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "secret" TEXT,
    "posts" JSONB NOT NULL,
    "intervalMinutes" INTEGER NOT NULL DEFAULT 10,
    "lastKeys" JSONB NOT NULL DEFAULT '{}',
    "wakeAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Outlet_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutboxPost" (
    "id" TEXT NOT NULL,
    "outletId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "bodies" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "sent" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedUntil" TIMESTAMP(3),
    "answer" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),

    CONSTRAINT "OutboxPost_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Outlet_gameId_idx" ON "Outlet"("gameId");

-- CreateIndex
CREATE INDEX "Outlet_wakeAt_idx" ON "Outlet"("wakeAt");

-- CreateIndex
CREATE INDEX "OutboxPost_status_nextAttemptAt_idx" ON "OutboxPost"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "OutboxPost_outletId_createdAt_idx" ON "OutboxPost"("outletId", "createdAt");

-- AddForeignKey
ALTER TABLE "Outlet" ADD CONSTRAINT "Outlet_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxPost" ADD CONSTRAINT "OutboxPost_outletId_fkey" FOREIGN KEY ("outletId") REFERENCES "Outlet"("id") ON DELETE CASCADE ON UPDATE CASCADE;
